/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the capability-analysis KUnit suites.
 */
#ifndef _CAPABILITY_KUNIT_H
#define _CAPABILITY_KUNIT_H

#include <kunit/test.h>
#include <linux/debug_locks.h>
#include <linux/lockdep.h>

/*
 * Lockdep turns itself off (debug_locks = 0) after its first report. A case
 * can only use lockdep's view of held locks if lockdep was still on when the
 * case started; test->priv records that.
 */
#define capability_kunit_lockdep_on(test)	((test)->priv != NULL)

/* Each suite's .init */
static inline int capability_kunit_init(struct kunit *test)
{
	test->priv = IS_ENABLED(CONFIG_LOCKDEP) && debug_locks ? test : NULL;
	return 0;
}

/*
 * Each suite's .exit: lockdep must not have reported anything during the
 * case (a report clears debug_locks).
 */
static inline void capability_kunit_exit(struct kunit *test)
{
	if (capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_TRUE_MSG(test, debug_locks,
				      "lockdep reported a locking problem during this case");
}

/*
 * One case per suite says whether the lockdep checks of the other cases ran:
 * it is skipped, with the reason, when lockdep was already off.
 */
static inline void capability_kunit_lockdep_case(struct kunit *test)
{
	if (!IS_ENABLED(CONFIG_LOCKDEP))
		kunit_skip(test, "no lockdep in this config: lock state checked without it");
	if (!capability_kunit_lockdep_on(test))
		kunit_skip(test, "lockdep was off before this suite ran (it reported earlier, see the kernel log): the cases check lock state without lockdep");
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/* Lockdep's view of whether @lock (any lock with a dep_map) is held. */
#ifdef CONFIG_LOCKDEP
#define capability_kunit_held(lock)	(lockdep_is_held(lock) == LOCK_STATE_HELD)
#else
#define capability_kunit_held(lock)	({ (void)(lock); 0; })
#endif

#define KUNIT_EXPECT_HELD(test, lock)					\
	do {								\
		if (capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_TRUE_MSG(test, capability_kunit_held(lock), \
					      "%s: not held per lockdep", #lock); \
	} while (0)

#define KUNIT_EXPECT_NOT_HELD(test, lock)				\
	do {								\
		if (capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_FALSE_MSG(test, capability_kunit_held(lock), \
					       "%s: still held per lockdep", #lock); \
	} while (0)

/*
 * On PREEMPT_RT, spinlock_t and rwlock_t are sleeping locks: their _irq and
 * _irqsave forms leave interrupts enabled, and _irqsave sets flags to 0.
 * raw_spinlock_t is unchanged. These state the rule of the running config.
 */
#define KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test)				\
	KUNIT_EXPECT_EQ_MSG(test, (bool)irqs_disabled(), !IS_ENABLED(CONFIG_PREEMPT_RT), \
			    "interrupts: off expected unless PREEMPT_RT")

#define KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, were_off)		\
	do {								\
		if (IS_ENABLED(CONFIG_PREEMPT_RT))			\
			KUNIT_EXPECT_EQ(test, (flags), 0UL);		\
		else							\
			KUNIT_EXPECT_EQ(test, (bool)irqs_disabled_flags(flags), (were_off)); \
	} while (0)

#endif /* _CAPABILITY_KUNIT_H */
