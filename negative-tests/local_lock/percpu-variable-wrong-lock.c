// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: increments a per-CPU counter guarded by one local_lock while
 * holding another.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: this_cpu_inc() (like this_cpu_ptr()) only takes the
 * variable's address and goes through per-CPU address arithmetic and asm,
 * so Clang never sees a read or write of the guarded variable itself.
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
	this_cpu_inc(tx_packets);
#ifdef FIXED
	local_unlock(&tx_lock);
#else
	local_unlock(&rx_lock);
#endif
}

static void __used count_rx(void)
{
	local_lock(&rx_lock);
	this_cpu_inc(rx_packets);
	local_unlock(&rx_lock);
}

static void __used count_tx_clear(void)
{
	local_lock(&tx_lock);
	this_cpu_write(tx_packets, 0);
	local_unlock(&tx_lock);
}
