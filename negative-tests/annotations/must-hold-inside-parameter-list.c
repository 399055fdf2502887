// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: __must_hold() is written before the closing parenthesis of a
 * prototype split over two lines, so it annotates the last parameter
 * instead of the function; Clang drops it there and the requirement is lost.
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/spinlock.h>
#include <linux/types.h>

struct led_bank {
	spinlock_t lock;
	u32 brightness __guarded_by(&lock);
};

#ifdef FIXED
static void led_bank_apply(struct led_bank *bank,
			   u32 level) __must_hold(&bank->lock);
#else
static void led_bank_apply(struct led_bank *bank,
			   u32 level __must_hold(&bank->lock));
#endif

static void __used led_bank_set(struct led_bank *bank, u32 level)
{
	spin_lock(&bank->lock);
	led_bank_apply(bank, level);
	spin_unlock(&bank->lock);
}

static void led_bank_apply(struct led_bank *bank, u32 level)
{
	bank->brightness = level;
}
