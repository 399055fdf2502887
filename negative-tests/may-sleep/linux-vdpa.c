// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/vdpa.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/vdpa.h>

static void __used may_sleep_vdpa_reset(struct vdpa_device *a0, u32 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)vdpa_reset(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_vdpa_set_features(struct vdpa_device *a0, u64 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)vdpa_set_features(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
