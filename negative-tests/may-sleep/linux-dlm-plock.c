// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/dlm_plock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fs.h>
#include <linux/dlm.h>
#include <linux/dlm_plock.h>

static void __used may_sleep_dlm_posix_get(dlm_lockspace_t *a0, u64 a1, struct file *a2, struct file_lock *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dlm_posix_get(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dlm_posix_unlock(dlm_lockspace_t *a0, u64 a1, struct file *a2, struct file_lock *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dlm_posix_unlock(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}
