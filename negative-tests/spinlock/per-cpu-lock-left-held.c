// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns early with a per-CPU lock, taken through per_cpu_ptr(),
 * still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/percpu.h>
#include <linux/spinlock.h>

struct pcp_queue {
	raw_spinlock_t lock;
	int len __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct pcp_queue, pcp_queues);

static int __used pcp_queue_push(int cpu, int limit)
{
	struct pcp_queue *q = per_cpu_ptr(&pcp_queues, cpu);

	raw_spin_lock(&q->lock);
	if (q->len >= limit) {
#ifdef FIXED
		raw_spin_unlock(&q->lock);
#endif
		return -ENOSPC;
	}
	q->len++;
	raw_spin_unlock(&q->lock);
	return 0;
}

static void __used pcp_queue_drain(int cpu)
{
	raw_spin_lock(&per_cpu_ptr(&pcp_queues, cpu)->lock);
	per_cpu_ptr(&pcp_queues, cpu)->len = 0;
	raw_spin_unlock(&per_cpu_ptr(&pcp_queues, cpu)->lock);
}
