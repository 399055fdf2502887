// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls schedule() between local_bh_disable() and
 * local_bh_enable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bottom_half.h>
#include <linux/sched.h>

static void __used napi_poll_wait(bool *done)
{
	local_bh_disable();
	while (!READ_ONCE(*done)) {
#ifdef FIXED
		local_bh_enable();
#endif
		set_current_state(TASK_UNINTERRUPTIBLE);
		schedule();
#ifdef FIXED
		local_bh_disable();
#endif
	}
	local_bh_enable();
}
