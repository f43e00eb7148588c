"""Tests of vclock's baton (ours): python3 -m unittest vclock_test, from conformance/runner.

TestGatedLock is the shape of the stall traced at upstream's July commits: a job holds a lock of
upstream's while it waits for another job, so it needs the baton back to go on; meanwhile the
job that took the baton blocks on that lock. With a plain lock the two wait for each other until
the patience runs out; with GatedLock the blocked job passes the baton on and nothing stalls."""

import asyncio
import concurrent.futures
import threading
import unittest

import vclock
from vclock import GatedExecutor, GatedLock, VirtualLoop


class TestGatedLock(unittest.TestCase):
    def setUp(self):
        self.patience, vclock.PATIENCE = vclock.PATIENCE, 1.0
        vclock.install_blocking()

    def tearDown(self):
        vclock.PATIENCE = self.patience

    def stalls(self, lock):
        before = VirtualLoop.stalls
        inner = concurrent.futures.Future()
        order = []

        def holder():
            with lock:
                order.append("holder has the lock")
                inner.result()  # waits for setter, passing the baton
                order.append("holder goes on")

        def blocked():
            with lock:
                order.append("blocked has the lock")

        def setter():
            inner.set_result(None)
            order.append("setter ran")

        ex = GatedExecutor(max_workers=3)
        futs = [ex.submit(holder), ex.submit(blocked), ex.submit(setter)]
        concurrent.futures.wait(futs, timeout=30)
        ex.shutdown(wait=True)
        return VirtualLoop.stalls - before, order

    def test_gated_lock_passes_the_baton(self):
        n, order = self.stalls(GatedLock(threading.Lock()))
        self.assertEqual(n, 0, order)
        self.assertEqual(order, ["holder has the lock", "setter ran", "holder goes on", "blocked has the lock"])

    def test_plain_lock_stalls(self):
        n, _ = self.stalls(threading.Lock())
        self.assertGreater(n, 0)

    def test_gated_rlock_is_reentrant(self):
        lock = GatedLock(threading.RLock())
        with lock:
            with lock:
                self.assertTrue(lock._is_owned())
        self.assertFalse(lock._is_owned())


class TestSpin(unittest.TestCase):
    """The shape of seed 102 at ecc672585: a message cycles through a slot with no await that
    takes time until a 50 ms poll fills the slot. Real time passes while it spins; the virtual
    loop moves its clock to the poll's timer instead of never going quiet."""

    def setUp(self):
        self.loop = VirtualLoop()
        self.loop.enter()
        self.mono = vclock.Clock.mono

    def tearDown(self):
        asyncio.events._set_running_loop(None)
        self.loop._thread_id = None
        self.loop.close()
        vclock.Clock.mono = self.mono

    def test_a_spin_waits_for_the_next_timer(self):
        slot = []

        async def poll():
            await asyncio.sleep(0.05)
            slot.append("agent")

        async def spin():
            while not slot:
                await asyncio.sleep(0)  # yields, takes no time

        start, spins = vclock.Clock.mono, VirtualLoop.spins
        self.loop.create_task(poll())
        task = self.loop.create_task(spin())
        self.loop.run_until_quiet()
        self.assertTrue(task.done())
        self.assertEqual(VirtualLoop.spins - spins, 1)
        self.assertAlmostEqual(vclock.Clock.mono - start, 0.05)

    def test_a_spin_with_no_timer_is_an_error(self):
        async def spin():
            while True:
                await asyncio.sleep(0)

        task = self.loop.create_task(spin())
        with self.assertRaisesRegex(RuntimeError, "never went quiet"):
            self.loop.run_until_quiet(limit=3 * vclock.SPIN_LIMIT)
        task.cancel()
        self.loop.run_until_quiet()


if __name__ == "__main__":
    unittest.main()
