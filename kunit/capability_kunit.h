/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the capability-analysis KUnit suites.
 */
#ifndef _CAPABILITY_KUNIT_H
#define _CAPABILITY_KUNIT_H

#include <kunit/test.h>
#include <linux/completion.h>
#include <linux/cpumask.h>
#include <linux/jiffies.h>
#include <linux/debug_locks.h>
#include <linux/kthread.h>
#include <linux/lockdep.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/string.h>

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

/* The same, for the shared (read) or the exclusive (write) side. */
#ifdef CONFIG_LOCKDEP
#define capability_kunit_held_shared(lock)	lockdep_is_held_type(lock, 1)
#define capability_kunit_held_exclusive(lock)	lockdep_is_held_type(lock, 0)
#else
#define capability_kunit_held_shared(lock)	({ (void)(lock); 0; })
#define capability_kunit_held_exclusive(lock)	({ (void)(lock); 0; })
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

#define KUNIT_EXPECT_HELD_SHARED(test, lock)				\
	do {								\
		if (capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_TRUE_MSG(test, capability_kunit_held_shared(lock), \
					      "%s: not held shared per lockdep", #lock); \
	} while (0)

#define KUNIT_EXPECT_HELD_EXCLUSIVE(test, lock)				\
	do {								\
		if (capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_TRUE_MSG(test, capability_kunit_held_exclusive(lock), \
					      "%s: not held exclusively per lockdep", #lock); \
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

/*
 * A second task that holds a lock while a case tries it. The thread
 * function, one per lock type and mode so that the analysis sees its lock
 * and unlock pair, takes the lock, calls capability_kunit_holder_hold(),
 * releases the lock and returns capability_kunit_holder_done().
 */
struct capability_kunit_holder {
	void *lock;
	int ret;		/* for a holder whose acquire can fail */
	unsigned int hold_ms;	/* 0: until stopped; else at most this long */
	struct completion held;
	struct completion release;
	struct task_struct *task;
};

static inline void capability_kunit_holder_hold(struct capability_kunit_holder *h)
{
	complete(&h->held);
	if (h->hold_ms)
		wait_for_completion_timeout(&h->release, msecs_to_jiffies(h->hold_ms));
	else
		wait_for_completion(&h->release);
}

/* kthread_stop() needs the thread to still exist: wait for it. */
static inline int capability_kunit_holder_done(void)
{
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

/*
 * Starts the holder and returns once it holds the lock; with @hold_ms, the
 * holder lets go by itself after that long (for a case that waits for it).
 */
static inline void capability_kunit_holder_start_timed(struct kunit *test,
						       struct capability_kunit_holder *h,
						       int (*threadfn)(void *), void *lock,
						       unsigned int hold_ms)
{
	h->lock = lock;
	h->ret = 0;
	h->hold_ms = hold_ms;
	init_completion(&h->held);
	init_completion(&h->release);
	h->task = kthread_run(threadfn, h, "ca_kunit_holder");
	KUNIT_ASSERT_FALSE(test, IS_ERR(h->task));
	wait_for_completion(&h->held);
}

static inline void capability_kunit_holder_start(struct kunit *test,
						 struct capability_kunit_holder *h,
						 int (*threadfn)(void *), void *lock)
{
	capability_kunit_holder_start_timed(test, h, threadfn, lock, 0);
}

/* Lets the holder release the lock, and waits until it has. */
static inline void capability_kunit_holder_stop(struct capability_kunit_holder *h)
{
	complete(&h->release);
	kthread_stop(h->task);
}

/*
 * Runs @fn(@arg) in another task and returns its result, e.g. a trylock
 * that must come from another task than the one holding the lock.
 */
struct capability_kunit_call {
	int (*fn)(void *arg);
	void *arg;
	int ret;
	struct completion done;
};

static inline int capability_kunit_call_fn(void *data)
{
	struct capability_kunit_call *c = data;

	c->ret = c->fn(c->arg);
	complete(&c->done);
	return 0;
}

static inline int capability_kunit_in_other_task(struct kunit *test,
						 int (*fn)(void *), void *arg)
{
	struct capability_kunit_call c = { .fn = fn, .arg = arg, .ret = -ESRCH };
	struct task_struct *task;

	init_completion(&c.done);
	task = kthread_run(capability_kunit_call_fn, &c, "ca_kunit_other");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	wait_for_completion(&c.done);
	return c.ret;
}

/*
 * The interruptible and killable lock forms fail with -EINTR only when a
 * signal is pending while they wait: any signal for the interruptible
 * forms, a fatal one (SIGKILL) for the killable forms. A case makes a
 * signal pending for itself (a kthread: it has to allow the signal first)
 * before it tries a contended lock, and clears it again after.
 */
static inline void capability_kunit_send_self(int sig)
{
	allow_signal(sig);
	send_sig(sig, current, 1);
}

static inline void capability_kunit_clear_self(int sig)
{
	/* Ignoring the signal again also drops the pending one. */
	disallow_signal(sig);
}

static inline void capability_kunit_signal_self(void)
{
	capability_kunit_send_self(SIGKILL);
}

static inline void capability_kunit_clear_signal(void)
{
	capability_kunit_clear_self(SIGKILL);
}

/*
 * The ways a body can leave the scope of a guard; every one must release
 * the lock. A guard's test runs its guard twice in a loop and leaves it as
 * the parameter says: END, BREAK and CONTINUE leave only the guard's own
 * scope (scoped_guard() is a loop), GOTO and RETURN leave the function.
 */
enum capability_kunit_exit {
	CAPABILITY_KUNIT_EXIT_END,
	CAPABILITY_KUNIT_EXIT_BREAK,
	CAPABILITY_KUNIT_EXIT_CONTINUE,
	CAPABILITY_KUNIT_EXIT_GOTO,
	CAPABILITY_KUNIT_EXIT_RETURN,
};

static const enum capability_kunit_exit capability_kunit_exits[] = {
	CAPABILITY_KUNIT_EXIT_END,
	CAPABILITY_KUNIT_EXIT_BREAK,
	CAPABILITY_KUNIT_EXIT_CONTINUE,
	CAPABILITY_KUNIT_EXIT_GOTO,
	CAPABILITY_KUNIT_EXIT_RETURN,
};

static inline void capability_kunit_exit_desc(const enum capability_kunit_exit *how,
					      char *desc)
{
	static const char * const names[] = {
		[CAPABILITY_KUNIT_EXIT_END] = "leave_at_end",
		[CAPABILITY_KUNIT_EXIT_BREAK] = "leave_by_break",
		[CAPABILITY_KUNIT_EXIT_CONTINUE] = "leave_by_continue",
		[CAPABILITY_KUNIT_EXIT_GOTO] = "leave_by_goto",
		[CAPABILITY_KUNIT_EXIT_RETURN] = "leave_by_return",
	};

	strscpy(desc, names[*how], KUNIT_PARAM_DESC_SIZE);
}

/* How often the body of the guard ran in the loop of two, for @how. */
static inline int capability_kunit_exit_runs(enum capability_kunit_exit how)
{
	return how == CAPABILITY_KUNIT_EXIT_GOTO || how == CAPABILITY_KUNIT_EXIT_RETURN ? 1 : 2;
}

/* Defines @name_gen_params over the exits, for KUNIT_CASE_PARAM(). */
#define CAPABILITY_KUNIT_EXIT_PARAMS(name)				\
	KUNIT_ARRAY_PARAM(name, capability_kunit_exits, capability_kunit_exit_desc)

/* Cases whose two tasks must really run at the same time. */
#define capability_kunit_need_two_cpus(test)				\
	do {								\
		if (num_online_cpus() < 2)				\
			kunit_skip(test, "needs 2 online CPUs to run a second task concurrently (%u online)", \
				   num_online_cpus());			\
	} while (0)

#endif /* _CAPABILITY_KUNIT_H */
