// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: increments a per-CPU counter guarded by one local_lock, through
 * this_cpu_ptr(), while holding another.
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/irqflags.h>	/* local_lock.h uses local_irq_*() without it */
#include <linux/local_lock.h>
#include <linux/percpu.h>

static DEFINE_PER_CPU(local_lock_t, rx_lock) = INIT_LOCAL_LOCK(rx_lock);
static DEFINE_PER_CPU(local_lock_t, tx_lock) = INIT_LOCAL_LOCK(tx_lock);
static DEFINE_PER_CPU(unsigned long, rx_packets) __guarded_by(&rx_lock);
static DEFINE_PER_CPU(unsigned long, tx_packets) __guarded_by(&tx_lock);

static void __used count_tx(void)
{
#ifdef FIXED
	local_lock(&tx_lock);
#else
	local_lock(&rx_lock);
#endif
	(*this_cpu_ptr(&tx_packets))++;
#ifdef FIXED
	local_unlock(&tx_lock);
#else
	local_unlock(&rx_lock);
#endif
}

static void __used count_rx(void)
{
	local_lock(&rx_lock);
	(*this_cpu_ptr(&rx_packets))++;
	local_unlock(&rx_lock);
}

static void __used count_tx_clear(void)
{
	local_lock(&tx_lock);
	*this_cpu_ptr(&tx_packets) = 0;
	local_unlock(&tx_lock);
}
