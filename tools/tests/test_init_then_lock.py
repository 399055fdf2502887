# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/init_then_lock.py on a handmade C file and compiler output."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import init_then_lock  # noqa: E402

DATA = os.path.join(HERE, 'data', 'init-then-lock')


class ScanTest(unittest.TestCase):
    def test_sites(self):
        sites = init_then_lock.scan_file(os.path.join(DATA, 'sample.c'), 'sample.c')
        self.assertEqual(sites, [
            ('sample.c', 'wq_alloc', 6, 9, 'mutex_lock'),
            ('sample.c', 'pool_init', 17, 19, 'guard(spinlock_irqsave)'),
        ])

    def test_normalize(self):
        self.assertEqual(init_then_lock.normalize(' ( &p -> lock ) '), '&p->lock')
        self.assertEqual(init_then_lock.normalize('(a)+(b)'), '(a)+(b)')

    def test_held_diagnostics(self):
        out = ('kernel/workqueue.c:5790:2: warning: acquiring mutex \'wq->mutex\' '
               'that is already held [-Wthread-safety-analysis]\n'
               'kernel/workqueue.c:5767:2: note: mutex acquired here\n'
               'kernel/other.c:10:2: warning: releasing mutex \'m\' that was not held\n')
        self.assertEqual(init_then_lock.held_diagnostics(out, '/tree'),
                         {('kernel/workqueue.c', 5790)})
        self.assertEqual(init_then_lock.held_diagnostics(
            out.replace('kernel/', '/tree/kernel/'), '/tree'), {('kernel/workqueue.c', 5790)})

    def test_not_a_tree(self):
        self.assertEqual(init_then_lock.main(['--tree', DATA]), 2)


if __name__ == '__main__':
    unittest.main()
