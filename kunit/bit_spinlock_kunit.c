// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_bit_spinlock: bit spinlocks and hlist_bl
 * used correctly, as the capability annotations describe them: each (bit,
 * word) pair, named __bitlock(bit, addr), is a capability of its own, and
 * data is __guarded_by() one bit. Compiled with the analysis and -Werror; at
 * run time each case checks the lock bit and the disabled preemption where
 * the analysis assumes the lock is held, and that the other bits of the
 * word are left alone.
 */

#include <linux/bit_spinlock.h>
#include <linux/bitops.h>
#include <linux/list_bl.h>
#include <linux/preempt.h>

#include "capability_kunit.h"

/*
 * Named constants, not literals: the analysis compares integer literals as
 * equal, so __bitlock(3, w) and __bitlock(4, w) would be one lock to it.
 */
enum {
	BIT_LOCK_A = 3,
	BIT_LOCK_B = 4,
	BIT_FLAG = 7,
};

struct bit_data {
	unsigned long bits;
	int a __guarded_by(__bitlock(BIT_LOCK_A, &bits));
	int b __guarded_by(__bitlock(BIT_LOCK_B, &bits));
};

static void bit_data_init(struct bit_data *d)
{
	d->bits = 0;
	/* Nobody else can see it yet: take the lock to initialize anyway. */
	bit_spin_lock(BIT_LOCK_A, &d->bits);
	d->a = 0;
	bit_spin_unlock(BIT_LOCK_A, &d->bits);
	bit_spin_lock(BIT_LOCK_B, &d->bits);
	d->b = 0;
	bit_spin_unlock(BIT_LOCK_B, &d->bits);
}

/* Without SMP or DEBUG_SPINLOCK, a bit spinlock only disables preemption. */
static bool bit_lock_sets_bit(void)
{
	return IS_ENABLED(CONFIG_SMP) || IS_ENABLED(CONFIG_DEBUG_SPINLOCK);
}

#define KUNIT_EXPECT_BIT_LOCKED(test, bit, addr)			\
	do {								\
		KUNIT_EXPECT_TRUE(test, bit_spin_is_locked(bit, addr));	\
		if (bit_lock_sets_bit())				\
			KUNIT_EXPECT_TRUE(test, test_bit(bit, addr));	\
		if (IS_ENABLED(CONFIG_PREEMPT_COUNT))			\
			KUNIT_EXPECT_FALSE(test, preemptible());	\
	} while (0)

#define KUNIT_EXPECT_BIT_UNLOCKED(test, bit, addr)			\
	do {								\
		KUNIT_EXPECT_FALSE(test, test_bit(bit, addr));		\
		if (bit_lock_sets_bit())				\
			KUNIT_EXPECT_FALSE(test, bit_spin_is_locked(bit, addr)); \
	} while (0)

/* The analysis cannot see that this is the same word; see its users. */
static noinline unsigned long *bit_word_alias(unsigned long *word)
{
	return word;
}

static int bit_read_a(struct bit_data *d)
	__must_hold(__bitlock(BIT_LOCK_A, &d->bits))
{
	return d->a;
}

static void bit_add_b(struct bit_data *d, int n)
	__must_hold(__bitlock(BIT_LOCK_B, &d->bits))
{
	d->b += n;
}

static void bit_lock_a(struct bit_data *d)
	__acquires(__bitlock(BIT_LOCK_A, &d->bits))
{
	bit_spin_lock(BIT_LOCK_A, &d->bits);
}

static void bit_unlock_a(struct bit_data *d)
	__releases(__bitlock(BIT_LOCK_A, &d->bits))
{
	bit_spin_unlock(BIT_LOCK_A, &d->bits);
}

static void bit_inc_a_locked(struct bit_data *d)
	__must_not_hold(__bitlock(BIT_LOCK_A, &d->bits))
{
	bit_spin_lock(BIT_LOCK_A, &d->bits);
	d->a++;
	bit_spin_unlock(BIT_LOCK_A, &d->bits);
}

static void bit_spin_lock_unlock_test(struct kunit *test)
{
	struct bit_data d;

	bit_data_init(&d);
	bit_spin_lock(BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &d.bits);
	d.a = 5;
	KUNIT_EXPECT_EQ(test, bit_read_a(&d), 5);
	bit_spin_unlock(BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_TRUE(test, preemptible());
	KUNIT_EXPECT_EQ(test, d.bits, 0UL);
}

static void bit_spin_lock_two_bits_test(struct kunit *test)
{
	struct bit_data d;

	bit_data_init(&d);
	/* Two bits of one word are two locks, held at the same time. */
	bit_spin_lock(BIT_LOCK_A, &d.bits);
	bit_spin_lock(BIT_LOCK_B, &d.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_B, &d.bits);
	d.a = 1;
	bit_add_b(&d, 2);
	bit_spin_unlock(BIT_LOCK_A, &d.bits);
	/* B is still held, A is not. */
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_B, &d.bits);
	bit_add_b(&d, 3);
	bit_spin_unlock(BIT_LOCK_B, &d.bits);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_B, &d.bits);

	bit_spin_lock(BIT_LOCK_B, &d.bits);
	KUNIT_EXPECT_EQ(test, d.b, 5);
	bit_spin_unlock(BIT_LOCK_B, &d.bits);
}

static void __bit_spin_unlock_test(struct kunit *test)
{
	struct bit_data d;

	bit_data_init(&d);
	bit_spin_lock(BIT_LOCK_A, &d.bits);
	d.a = 9;
	/* The lock protects the rest of the word: non-atomic updates are fine. */
	__set_bit(BIT_FLAG, &d.bits);
	__bit_spin_unlock(BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_TRUE(test, test_bit(BIT_FLAG, &d.bits));
	KUNIT_EXPECT_EQ(test, d.bits, BIT(BIT_FLAG));

	bit_spin_lock(BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_EQ(test, bit_read_a(&d), 9);
	__clear_bit(BIT_FLAG, &d.bits);
	__bit_spin_unlock(BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_EQ(test, d.bits, 0UL);
}

static void bit_spin_trylock_test(struct kunit *test)
{
	struct bit_data d;

	bit_data_init(&d);
	if (bit_spin_trylock(BIT_LOCK_A, &d.bits)) {
		KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &d.bits);
		d.a++;
		bit_spin_unlock(BIT_LOCK_A, &d.bits);
	} else {
		KUNIT_FAIL(test, "uncontended bit_spin_trylock() failed");
	}
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
	/* Another bit of the word is free while A is held. */
	bit_spin_lock(BIT_LOCK_A, &d.bits);
	if (bit_spin_trylock(BIT_LOCK_B, &d.bits)) {
		d.b = d.a;
		bit_spin_unlock(BIT_LOCK_B, &d.bits);
	} else {
		KUNIT_FAIL(test, "bit_spin_trylock() of a free bit failed");
	}
	bit_spin_unlock(BIT_LOCK_A, &d.bits);
	bit_spin_lock(BIT_LOCK_B, &d.bits);
	KUNIT_EXPECT_EQ(test, d.b, 1);
	bit_spin_unlock(BIT_LOCK_B, &d.bits);
}

static void bit_spin_trylock_fails_when_held_test(struct kunit *test)
{
	struct bit_data d;
	unsigned long *same;

	if (!bit_lock_sets_bit())
		kunit_skip(test, "without SMP or DEBUG_SPINLOCK a bit spinlock is only preemption, its trylock always succeeds");

	bit_data_init(&d);
	same = bit_word_alias(&d.bits);
	bit_spin_lock(BIT_LOCK_A, &d.bits);
	if (bit_spin_trylock(BIT_LOCK_A, same)) {
		KUNIT_FAIL(test, "bit_spin_trylock() of a held bit succeeded");
		bit_spin_unlock(BIT_LOCK_A, same);
	}
	/* The failed trylock gave its preemption count back. */
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &d.bits);
	d.a++;
	bit_spin_unlock(BIT_LOCK_A, &d.bits);
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_TRUE(test, preemptible());
	KUNIT_EXPECT_EQ(test, d.bits, 0UL);
}

static void bit_lock_annotated_helpers_test(struct kunit *test)
{
	struct bit_data d;

	bit_data_init(&d);
	bit_inc_a_locked(&d);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
	bit_lock_a(&d);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &d.bits);
	KUNIT_EXPECT_EQ(test, bit_read_a(&d), 1);
	bit_unlock_a(&d);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &d.bits);
}

static void bit_lock_of_many_words_test(struct kunit *test)
{
	struct bit_data x, y, z;

	bit_data_init(&x);
	bit_data_init(&y);
	bit_data_init(&z);
	/* The same bit of different words: distinct locks, held together. */
	bit_spin_lock(BIT_LOCK_A, &x.bits);
	bit_spin_lock(BIT_LOCK_A, &y.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &x.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &y.bits);
	KUNIT_EXPECT_FALSE(test, test_bit(BIT_LOCK_A, &z.bits));
	x.a = 10;
	y.a = 20;
	bit_spin_unlock(BIT_LOCK_A, &y.bits);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &y.bits);
	KUNIT_EXPECT_BIT_LOCKED(test, BIT_LOCK_A, &x.bits);
	bit_spin_unlock(BIT_LOCK_A, &x.bits);
	KUNIT_EXPECT_BIT_UNLOCKED(test, BIT_LOCK_A, &x.bits);

	bit_lock_a(&y);
	KUNIT_EXPECT_EQ(test, bit_read_a(&y), 20);
	bit_unlock_a(&y);
	bit_lock_a(&x);
	KUNIT_EXPECT_EQ(test, bit_read_a(&x), 10);
	bit_unlock_a(&x);
}

/* hlist_bl: bit 0 of the head is the lock of the list. */
#define bl_lock_of(head)	__bitlock(0, (unsigned long *)(head))

struct bl_bucket {
	struct hlist_bl_head head;
	int count __guarded_by(bl_lock_of(&head));
};

struct bl_item {
	struct hlist_bl_node node;
	int key;
};

static void bl_bucket_add(struct bl_bucket *b, struct bl_item *item)
	__must_hold(bl_lock_of(&b->head))
{
	hlist_bl_add_head(&item->node, &b->head);
	b->count++;
}

static void hlist_bl_lock_unlock_test(struct kunit *test)
{
	struct bl_item items[3] = { { .key = 1 }, { .key = 2 }, { .key = 3 } };
	struct hlist_bl_node *pos;
	struct bl_item *item;
	struct bl_bucket b;
	int i, keys = 0;

	INIT_HLIST_BL_HEAD(&b.head);
	hlist_bl_lock(&b.head);
	KUNIT_EXPECT_TRUE(test, hlist_bl_is_locked(&b.head));
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_FALSE(test, preemptible());
	b.count = 0;
	for (i = 0; i < ARRAY_SIZE(items); i++)
		bl_bucket_add(&b, &items[i]);
	/* The lock bit does not disturb the list. */
	hlist_bl_for_each_entry(item, pos, &b.head, node)
		keys += item->key;
	hlist_bl_unlock(&b.head);
	if (bit_lock_sets_bit())
		KUNIT_EXPECT_FALSE(test, hlist_bl_is_locked(&b.head));
	KUNIT_EXPECT_EQ(test, keys, 6);

	hlist_bl_lock(&b.head);
	KUNIT_EXPECT_EQ(test, b.count, 3);
	KUNIT_EXPECT_PTR_EQ(test, hlist_bl_first(&b.head), &items[2].node);
	hlist_bl_del(&items[2].node);
	b.count--;
	hlist_bl_unlock(&b.head);
	KUNIT_EXPECT_PTR_EQ(test, hlist_bl_first(&b.head), &items[1].node);
}

static void hlist_bl_lock_is_bit_zero_test(struct kunit *test)
{
	struct bl_bucket b;

	INIT_HLIST_BL_HEAD(&b.head);
	/* hlist_bl_lock() and bit_spin_lock(0, ...) are the same capability. */
	bit_spin_lock(0, (unsigned long *)&b.head);
	KUNIT_EXPECT_TRUE(test, hlist_bl_is_locked(&b.head));
	b.count = 1;
	bit_spin_unlock(0, (unsigned long *)&b.head);

	hlist_bl_lock(&b.head);
	if (bit_lock_sets_bit())
		KUNIT_EXPECT_TRUE(test, test_bit(0, (unsigned long *)&b.head));
	KUNIT_EXPECT_EQ(test, b.count, 1);
	hlist_bl_unlock(&b.head);
	KUNIT_EXPECT_TRUE(test, hlist_bl_empty(&b.head));
}

static void hlist_bl_move_between_buckets_test(struct kunit *test)
{
	struct bl_item item = { .key = 5 };
	struct bl_bucket from, to;

	INIT_HLIST_BL_HEAD(&from.head);
	INIT_HLIST_BL_HEAD(&to.head);
	hlist_bl_lock(&from.head);
	from.count = 0;
	bl_bucket_add(&from, &item);
	hlist_bl_unlock(&from.head);
	hlist_bl_lock(&to.head);
	to.count = 0;
	hlist_bl_unlock(&to.head);

	/* Both buckets locked at once: two words, two locks. */
	hlist_bl_lock(&from.head);
	hlist_bl_lock(&to.head);
	KUNIT_EXPECT_TRUE(test, hlist_bl_is_locked(&from.head));
	KUNIT_EXPECT_TRUE(test, hlist_bl_is_locked(&to.head));
	hlist_bl_del_init(&item.node);
	from.count--;
	bl_bucket_add(&to, &item);
	hlist_bl_unlock(&to.head);
	hlist_bl_unlock(&from.head);

	KUNIT_EXPECT_TRUE(test, hlist_bl_empty(&from.head));
	KUNIT_EXPECT_PTR_EQ(test, hlist_bl_first(&to.head), &item.node);
	hlist_bl_lock(&to.head);
	KUNIT_EXPECT_EQ(test, to.count, 1);
	hlist_bl_unlock(&to.head);
	hlist_bl_lock(&from.head);
	KUNIT_EXPECT_EQ(test, from.count, 0);
	hlist_bl_unlock(&from.head);
}

static void bit_spinlock_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case bit_spinlock_test_cases[] = {
	KUNIT_CASE(bit_spinlock_lockdep_enabled_test),
	KUNIT_CASE(bit_spin_lock_unlock_test),
	KUNIT_CASE(bit_spin_lock_two_bits_test),
	KUNIT_CASE(__bit_spin_unlock_test),
	KUNIT_CASE(bit_spin_trylock_test),
	KUNIT_CASE(bit_spin_trylock_fails_when_held_test),
	KUNIT_CASE(bit_lock_annotated_helpers_test),
	KUNIT_CASE(bit_lock_of_many_words_test),
	KUNIT_CASE(hlist_bl_lock_unlock_test),
	KUNIT_CASE(hlist_bl_lock_is_bit_zero_test),
	KUNIT_CASE(hlist_bl_move_between_buckets_test),
	{}
};

static struct kunit_suite bit_spinlock_test_suite = {
	.name = "capability_analysis_bit_spinlock",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = bit_spinlock_test_cases,
};
kunit_test_suite(bit_spinlock_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of bit spinlocks");
MODULE_LICENSE("GPL");
