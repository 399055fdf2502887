// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the local_lock of one per-CPU structure and writes the data
 * of another per-CPU structure of the same type.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: in C, Clang resolves a member's __guarded_by(&lock) to the
 * field of any instance ('&pcp_stats::lock'), so holding rx_stats.lock
 * satisfies the guard of tx_stats' members.
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

struct pcp_stats {
	local_lock_t lock;
	unsigned long packets __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_stats, rx_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};
static DEFINE_PER_CPU(struct pcp_stats, tx_stats) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static void __used count_tx(void)
{
#ifdef FIXED
	local_lock(&tx_stats.lock);
#else
	local_lock(&rx_stats.lock);
#endif
	this_cpu_ptr(&tx_stats)->packets++;
#ifdef FIXED
	local_unlock(&tx_stats.lock);
#else
	local_unlock(&rx_stats.lock);
#endif
}

static void __used count_rx(void)
{
	local_lock(&rx_stats.lock);
	this_cpu_ptr(&rx_stats)->packets++;
	local_unlock(&rx_stats.lock);
}
