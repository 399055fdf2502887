// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mm.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mm.h>

static void __used may_sleep_exit_mmap(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	exit_mmap(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_memory_failure(unsigned long a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)memory_failure(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_memory_failure_queue_kick(int a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	memory_failure_queue_kick(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mm_take_all_locks(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)mm_take_all_locks(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nommu_shrink_inode_mappings(struct inode *a0, size_t a1, size_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nommu_shrink_inode_mappings(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_soft_offline_page(unsigned long a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)soft_offline_page(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unpoison_memory(unsigned long a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unpoison_memory(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
