// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/dmapool.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/dmapool.h>

static void __used may_sleep_dma_pool_create(const char *a0, struct device *a1, size_t a2, size_t a3, size_t a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dma_pool_create(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dma_pool_destroy(struct dma_pool *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dma_pool_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
