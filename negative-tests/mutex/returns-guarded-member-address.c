// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: an accessor returns the address of a mutex-guarded member without
 * holding the mutex and without __must_hold(), so every caller gets a
 * writable pointer into the guarded data with no lock requirement
 * (-Wthread-safety-pointer).
 * EXPECT: -Wthread-safety-pointer
 */
#include <linux/mutex.h>
#include <linux/types.h>

struct codec_params {
	u32 rate;
	u8 channels;
};

struct codec {
	struct mutex lock;
	struct codec_params params __guarded_by(&lock);
};

#ifdef FIXED
static struct codec_params *codec_params(struct codec *c) __must_hold(&c->lock)
#else
static struct codec_params *codec_params(struct codec *c)
#endif
{
	return &c->params;
}

static void __used codec_set_rate(struct codec *c, u32 rate)
{
	mutex_lock(&c->lock);
	codec_params(c)->rate = rate;
	mutex_unlock(&c->lock);
}
