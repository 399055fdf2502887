// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/trace_events.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_BPF_EVENTS
 */
#include <linux/irqflags.h>
#include <linux/trace_events.h>

static void __used may_sleep_perf_event_attach_bpf_prog(struct perf_event *a0, struct bpf_prog *a1, u64 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_attach_bpf_prog(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_detach_bpf_prog(struct perf_event *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	perf_event_detach_bpf_prog(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_perf_event_query_prog_array(struct perf_event *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)perf_event_query_prog_array(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
