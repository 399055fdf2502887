// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/pagemap.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/pagemap.h>

static void __used may_sleep_folio_lock(struct folio *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	folio_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_folio_lock_killable(struct folio *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)folio_lock_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_folio_lock_or_retry(struct folio *a0, struct vm_fault *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)folio_lock_or_retry(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_lock_page(struct page *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lock_page(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_write_inode_now(struct inode *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)write_inode_now(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
