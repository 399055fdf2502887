// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: adds a request to a crypto_engine's queue without its
 * queue_lock, while the request pump dequeues from it under the lock.
 * EXPECT: -Wthread-safety-pointer
 */
#include <crypto/algapi.h>
#include <crypto/internal/engine.h>
#include <linux/spinlock.h>

static int __used engine_enqueue(struct crypto_engine *engine,
				 struct crypto_async_request *req)
{
	int ret;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&engine->queue_lock, flags);
#endif
	ret = crypto_enqueue_request(&engine->queue, req);
#ifdef FIXED
	spin_unlock_irqrestore(&engine->queue_lock, flags);
#endif
	return ret;
}
