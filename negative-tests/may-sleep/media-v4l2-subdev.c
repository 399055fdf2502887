// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <media/v4l2-subdev.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <media/v4l2-subdev.h>

static void __used may_sleep_v4l2_subdev_lock_state(struct v4l2_subdev_state *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	v4l2_subdev_lock_state(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_v4l2_subdev_lock_states(struct v4l2_subdev_state *a0, struct v4l2_subdev_state *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	v4l2_subdev_lock_states(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
