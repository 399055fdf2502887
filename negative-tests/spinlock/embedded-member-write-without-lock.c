// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes data guarded by the lock of an embedded wait queue head
 * (spelled &(&wqh)->lock, the form Clang 22 resolves) without taking it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/wait.h>

struct event_ctx {
	wait_queue_head_t wqh;
	u64 count __guarded_by(&(&wqh)->lock);
};

static void __used event_ctx_signal(struct event_ctx *ctx)
{
#ifdef FIXED
	spin_lock_irq(&ctx->wqh.lock);
#endif
	ctx->count++;
#ifdef FIXED
	spin_unlock_irq(&ctx->wqh.lock);
#endif
}
