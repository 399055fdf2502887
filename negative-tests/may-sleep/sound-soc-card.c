// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <sound/soc-card.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <sound/soc.h>

static void __used may_sleep_snd_soc_card_mutex_lock(struct snd_soc_card *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	snd_soc_card_mutex_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_snd_soc_card_mutex_lock_root(struct snd_soc_card *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	snd_soc_card_mutex_lock_root(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
