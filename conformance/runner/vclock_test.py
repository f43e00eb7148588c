"""Tests of vclock's baton (ours): python3 -m unittest vclock_test, from conformance/runner.

TestGatedLock is the shape of the stall traced at upstream's July commits: a job holds a lock of
upstream's while it waits for another job, so it needs the baton back to go on; meanwhile the
job that took the baton blocks on that lock. With a plain lock the two wait for each other until
the patience runs out; with GatedLock the blocked job passes the baton on and nothing stalls."""

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


if __name__ == "__main__":
    unittest.main()
