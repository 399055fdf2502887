// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a lock wrapper is annotated ACQUIRE() with no argument, copied
 * from the C++ examples where it means "this"; a C function has no "this",
 * so to its callers the wrapper acquires nothing: their accesses and the
 * unlock are reported. Name the lock: ACQUIRE(&ctx->lock).
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/mutex.h>
#include <linux/thread_safety.h>
#include <linux/types.h>

struct mbox_ctx {
	struct mutex lock;
	u32 seq GUARDED_BY(&lock);
};

#ifdef FIXED
static void mbox_lock(struct mbox_ctx *ctx) ACQUIRE(&ctx->lock)
#else
static void mbox_lock(struct mbox_ctx *ctx) ACQUIRE()
#endif
{
	mutex_lock(&ctx->lock);
}

static void mbox_unlock(struct mbox_ctx *ctx) RELEASE(&ctx->lock)
{
	mutex_unlock(&ctx->lock);
}

static u32 __used mbox_next_seq(struct mbox_ctx *ctx)
{
	u32 seq;

	mbox_lock(ctx);
	seq = ++ctx->seq;
	mbox_unlock(ctx);
	return seq;
}
