// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mmap_lock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mmap_lock.h>

static void __used may_sleep_mmap_read_lock(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmap_read_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmap_read_lock_killable(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)mmap_read_lock_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmap_write_lock(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmap_write_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmap_write_lock_killable(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)mmap_write_lock_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mmap_write_lock_nested(struct mm_struct *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	mmap_write_lock_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
