// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: locks through a _Generic() accessor macro (const-preserving, in
 * the style of container_of_const()); the analysis cannot resolve a
 * _Generic() selection to a lock, so neither the lock nor the unlock is
 * tracked. Name the lock directly.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/types.h>

struct serial_card {
	spinlock_t lock;
	u32 ier __guarded_by(&lock);
};

#define serial_card_lock(c)						\
	_Generic((c),							\
		 const struct serial_card *: (spinlock_t *)&(c)->lock,	\
		 struct serial_card *: &(c)->lock)

static void __used serial_card_mask_irqs(struct serial_card *card)
{
#ifdef FIXED
	spin_lock(&card->lock);
#else
	spin_lock(serial_card_lock(card));
#endif
	card->ier = 0;
#ifdef FIXED
	spin_unlock(&card->lock);
#else
	spin_unlock(serial_card_lock(card));
#endif
}
