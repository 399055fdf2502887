// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/bpf_local_storage.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/bpf_local_storage.h>

static void __used may_sleep_bpf_local_storage_map_free(struct bpf_map *a0, struct bpf_local_storage_cache *a1, int *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	bpf_local_storage_map_free(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
