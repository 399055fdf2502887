// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes spin_lock_irq() inside scoped_guard(local_lock_irq), whose
 * interrupts are already disabled: the spin_unlock_irq() re-enables them
 * while the guard's region is still open. Should be the plain spin_lock().
 * EXPECT: -Wthread-safety-analysis
 */
/* local_lock.h uses local_irq_*() without including it (arm64). */
#include <linux/irqflags.h>
#include <linux/local_lock.h>
#include <linux/percpu.h>
#include <linux/sched.h>
#include <linux/spinlock.h>

struct pcp_queue {
	local_lock_t lock;
	unsigned int len __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_queue, queue) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

static DEFINE_SPINLOCK(global_lock);
static unsigned long global_total __guarded_by(&global_lock);

static void __used queue_drain(void)
{
	scoped_guard(local_lock_irq, &queue.lock) {
#ifdef FIXED
		spin_lock(&global_lock);
		global_total += this_cpu_ptr(&queue)->len;
		spin_unlock(&global_lock);
#else
		spin_lock_irq(&global_lock);
		global_total += this_cpu_ptr(&queue)->len;
		spin_unlock_irq(&global_lock);
#endif
		this_cpu_ptr(&queue)->len = 0;
	}
}
