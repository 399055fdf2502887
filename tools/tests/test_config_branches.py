# SPDX-License-Identifier: GPL-2.0
import os
import tempfile
import unittest

from tools import config_branches as cb

HEADER = """#ifndef _FOO_H
#define _FOO_H
#ifdef CONFIG_RV
int a(void);
#if IS_ENABLED(CONFIG_NET) && !defined(CONFIG_BPF)
int b(void);
#elif defined(CONFIG_BPF)
int c(void);
#else
int d(void);
#endif
#endif /* CONFIG_RV */
#if FOO_VERSION > 2 && defined(CONFIG_RV)
int e(void);
#endif
/* #ifdef CONFIG_NOT_A_DIRECTIVE */
int f(void);
#endif
"""


class EnclosingTest(unittest.TestCase):
    def test_branches_and_their_polarity(self):
        self.assertEqual(cb.enclosing(HEADER, 4),
                         [('defined(_FOO_H)', False), ('defined(CONFIG_RV)', True)])
        self.assertEqual(cb.enclosing(HEADER, 8)[-2:],
                         [('IS_ENABLED(CONFIG_NET) && !defined(CONFIG_BPF)', False),
                          ('defined(CONFIG_BPF)', True)])
        self.assertEqual(cb.enclosing(HEADER, 10)[-2:],
                         [('IS_ENABLED(CONFIG_NET) && !defined(CONFIG_BPF)', False),
                          ('defined(CONFIG_BPF)', False)])
        self.assertEqual(cb.enclosing(HEADER, 17), [('defined(_FOO_H)', False)])


class EvaluateTest(unittest.TestCase):
    def test_options_only(self):
        opts = {'CONFIG_NET': 2, 'CONFIG_RV': 1}
        self.assertTrue(cb.evaluate('IS_ENABLED(CONFIG_NET) && !defined(CONFIG_BPF)', opts))
        self.assertFalse(cb.evaluate('defined(CONFIG_NET)', opts))     # a module
        self.assertTrue(cb.evaluate('IS_MODULE(CONFIG_NET)', opts))
        self.assertTrue(cb.evaluate('CONFIG_RV || CONFIG_BPF', opts))
        self.assertTrue(cb.evaluate('defined CONFIG_RV', opts))

    def test_anything_else_decides_nothing(self):
        self.assertIsNone(cb.evaluate('FOO_VERSION > 2 && defined(CONFIG_RV)', {}))
        self.assertIsNone(cb.evaluate('defined(_FOO_H)', {}))
        self.assertIsNone(cb.evaluate('', {}))
        self.assertIsNone(cb.evaluate('defined(CONFIG_RV', {}))


class LeftOutTest(unittest.TestCase):
    def test_a_decided_condition_against_the_line(self):
        self.assertTrue(cb.left_out(HEADER, 4, {}))
        self.assertFalse(cb.left_out(HEADER, 4, {'CONFIG_RV': 1}))
        self.assertTrue(cb.left_out(HEADER, 6, {'CONFIG_RV': 1}))
        self.assertFalse(cb.left_out(HEADER, 10, {'CONFIG_RV': 1}))

    def test_undecided_errs_towards_compiled(self):
        # FOO_VERSION is no option: the line may be compiled with CONFIG_RV
        self.assertFalse(cb.left_out(HEADER, 14, {'CONFIG_RV': 1}))
        # and without it too: the whole condition is undecided
        self.assertFalse(cb.left_out(HEADER, 14, {}))
        self.assertFalse(cb.left_out(HEADER, 17, {}))

    def test_autoconf_options(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.assertIsNone(cb.autoconf_options(tmp))
            os.makedirs(os.path.join(tmp, 'include', 'generated'))
            with open(os.path.join(tmp, cb.AUTOCONF), 'w') as f:
                f.write('#define CONFIG_RV 1\n#define CONFIG_NET_MODULE 1\n'
                        '#define CONFIG_HZ 250\n')
            self.assertEqual(cb.autoconf_options(tmp),
                             {'CONFIG_RV': 1, 'CONFIG_NET': 2, 'CONFIG_HZ': 1})


if __name__ == '__main__':
    unittest.main()
