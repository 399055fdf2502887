// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: compares a crypto_engine's cur_req with a request without its
 * queue_lock, while the request pump replaces cur_req under the lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/internal/engine.h>
#include <linux/spinlock.h>

static bool __used engine_is_current(struct crypto_engine *engine,
				     struct crypto_async_request *req)
{
	bool current_req;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&engine->queue_lock, flags);
#endif
	current_req = engine->cur_req == req;
#ifdef FIXED
	spin_unlock_irqrestore(&engine->queue_lock, flags);
#endif
	return current_req;
}
