// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/dma-resv.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/dma-resv.h>

static void __used may_sleep_dma_resv_lock(struct dma_resv *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dma_resv_lock(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dma_resv_lock_interruptible(struct dma_resv *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dma_resv_lock_interruptible(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dma_resv_lock_slow(struct dma_resv *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dma_resv_lock_slow(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dma_resv_lock_slow_interruptible(struct dma_resv *a0, struct ww_acquire_ctx *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dma_resv_lock_slow_interruptible(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
