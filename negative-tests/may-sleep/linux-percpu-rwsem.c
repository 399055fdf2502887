// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/percpu-rwsem.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/percpu-rwsem.h>

static void __used may_sleep_percpu_down_read(struct percpu_rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	percpu_down_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	percpu_up_read(a0);
}

static void __used may_sleep_percpu_down_write(struct percpu_rw_semaphore *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	percpu_down_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	percpu_up_write(a0);
}
