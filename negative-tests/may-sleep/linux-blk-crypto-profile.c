// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/blk-crypto-profile.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/blk-crypto-profile.h>

static void __used may_sleep_blk_crypto_reprogram_all_keys(struct blk_crypto_profile *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	blk_crypto_reprogram_all_keys(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
