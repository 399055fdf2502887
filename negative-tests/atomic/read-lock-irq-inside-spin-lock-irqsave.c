// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes an rwlock_t with read_lock_irq() inside a
 * spin_lock_irqsave() section: its read_unlock_irq() enables interrupts
 * with the spinlock still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct task_stats {
	spinlock_t lock;
	unsigned long sum __guarded_by(&lock);
};

struct task_list {
	rwlock_t lock;
	unsigned long nr_tasks __guarded_by(&lock);
};

static void __used task_stats_sample(struct task_stats *s, struct task_list *tl)
{
	unsigned long flags;

	spin_lock_irqsave(&s->lock, flags);
#ifdef FIXED
	read_lock(&tl->lock);
#else
	read_lock_irq(&tl->lock);
#endif
	s->sum += tl->nr_tasks;
#ifdef FIXED
	read_unlock(&tl->lock);
#else
	read_unlock_irq(&tl->lock);
#endif
	spin_unlock_irqrestore(&s->lock, flags);
}
