// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: releases a different per-CPU local_lock than the one it took.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

static DEFINE_PER_CPU(local_lock_t, rx_lock) = INIT_LOCAL_LOCK(rx_lock);
static DEFINE_PER_CPU(local_lock_t, tx_lock) = INIT_LOCAL_LOCK(tx_lock);

struct pcp_counters {
	unsigned long rx __guarded_by(&rx_lock);
	unsigned long tx __guarded_by(&tx_lock);
};

static DEFINE_PER_CPU(struct pcp_counters, pcp_counters);

static void __used count_rx(void)
{
	local_lock_irq(&rx_lock);
	this_cpu_ptr(&pcp_counters)->rx++;
#ifdef FIXED
	local_unlock_irq(&rx_lock);
#else
	local_unlock_irq(&tx_lock);
#endif
}

static void __used count_tx(void)
{
	local_lock_irq(&tx_lock);
	this_cpu_ptr(&pcp_counters)->tx++;
	local_unlock_irq(&tx_lock);
}
