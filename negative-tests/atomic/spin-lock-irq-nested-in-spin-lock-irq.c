// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a second spinlock with spin_lock_irq() while holding one
 * taken with spin_lock_irq(): the inner spin_unlock_irq() enables
 * interrupts with the outer lock still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct sk_queue {
	spinlock_t lock;
	unsigned int len __guarded_by(&lock);
};

static void __used sk_queue_splice(struct sk_queue *from, struct sk_queue *to)
{
	spin_lock_irq(&from->lock);
#ifdef FIXED
	spin_lock(&to->lock);
#else
	spin_lock_irq(&to->lock);
#endif
	to->len += from->len;
	from->len = 0;
#ifdef FIXED
	spin_unlock(&to->lock);
#else
	spin_unlock_irq(&to->lock);
#endif
	spin_unlock_irq(&from->lock);
}
