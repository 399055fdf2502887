// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <sound/soc.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <sound/soc.h>

static void __used may_sleep__snd_soc_dapm_mutex_lock_c(struct snd_soc_card *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_snd_soc_dapm_mutex_lock_c(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep__snd_soc_dapm_mutex_lock_root_c(struct snd_soc_card *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_snd_soc_dapm_mutex_lock_root_c(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep__snd_soc_dpcm_mutex_lock_c(struct snd_soc_card *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	_snd_soc_dpcm_mutex_lock_c(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
