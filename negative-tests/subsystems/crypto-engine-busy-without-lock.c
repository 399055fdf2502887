// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests a crypto_engine's busy flag without its queue_lock,
 * under which the request pump sets and clears it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/internal/engine.h>
#include <linux/spinlock.h>

static bool __used engine_is_busy(struct crypto_engine *engine)
{
	bool busy;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&engine->queue_lock, flags);
#endif
	busy = engine->busy;
#ifdef FIXED
	spin_unlock_irqrestore(&engine->queue_lock, flags);
#endif
	return busy;
}
