// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests a crypto_engine's running flag without its queue_lock,
 * under which crypto_engine_start() and crypto_engine_stop() change it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <crypto/internal/engine.h>
#include <linux/spinlock.h>

static bool __used engine_is_running(struct crypto_engine *engine)
{
	bool running;
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&engine->queue_lock, flags);
#endif
	running = engine->running;
#ifdef FIXED
	spin_unlock_irqrestore(&engine->queue_lock, flags);
#endif
	return running;
}
