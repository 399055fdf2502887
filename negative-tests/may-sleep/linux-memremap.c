// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memremap.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_ZONE_DEVICE
 */
#include <linux/irqflags.h>
#include <linux/memremap.h>

static void __used may_sleep_memunmap_pages(struct dev_pagemap *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	memunmap_pages(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
