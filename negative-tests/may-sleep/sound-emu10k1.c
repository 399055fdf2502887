// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <sound/emu10k1.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <sound/emu10k1.h>

static void __used may_sleep_snd_emu1010_fpga_lock(struct snd_emu10k1 *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	snd_emu1010_fpga_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
