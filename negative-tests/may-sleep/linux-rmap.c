// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/rmap.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/rmap.h>

static void __used may_sleep___anon_vma_prepare(struct vm_area_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__anon_vma_prepare(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_anon_vma_lock_read(struct anon_vma *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	anon_vma_lock_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_anon_vma_lock_write(struct anon_vma *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	anon_vma_lock_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
