// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/ring_buffer.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/ring_buffer.h>

static void __used may_sleep_ring_buffer_change_overwrite(struct trace_buffer *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ring_buffer_change_overwrite(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_reset(struct trace_buffer *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ring_buffer_reset(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_reset_cpu(struct trace_buffer *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ring_buffer_reset_cpu(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_reset_online_cpus(struct trace_buffer *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	ring_buffer_reset_online_cpus(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_resize(struct trace_buffer *a0, unsigned long a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ring_buffer_resize(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_subbuf_order_set(struct trace_buffer *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ring_buffer_subbuf_order_set(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_ring_buffer_wait(struct trace_buffer *a0, int a1, int a2, ring_buffer_cond_fn a3, void *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)ring_buffer_wait(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}
