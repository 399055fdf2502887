/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the capability-analysis KUnit suites.
 */
#ifndef _CAPABILITY_KUNIT_H
#define _CAPABILITY_KUNIT_H

#include <kunit/test.h>
#include <kunit/test-bug.h>
#include <linux/completion.h>
#include <linux/cpumask.h>
#include <linux/jiffies.h>
#include <linux/debug_locks.h>
#include <linux/kmsg_dump.h>
#include <linux/kthread.h>
#include <linux/lockdep.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/percpu-rwsem.h>
#include <linux/preempt.h>
#include <linux/rtmutex.h>
#include <linux/rwsem.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/spinlock.h>
#include <linux/srcu.h>
#include <linux/string.h>
#include <linux/ww_mutex.h>
/* local_lock.h uses current without including it: after sched.h. */
#include <linux/local_lock.h>

/*
 * What each suite's .init records for its .exit: whether lockdep was on when
 * the case started (it turns itself off, debug_locks = 0, after its first
 * report, and a case can only use lockdep's view of held locks while it is
 * on), and where the kernel log stood.
 */
struct capability_kunit_case {
	bool lockdep_on;
	u64 log_seq;
};

#define capability_kunit_lockdep_on(test)				\
	((test)->priv && ((struct capability_kunit_case *)(test)->priv)->lockdep_on)

/* Each suite's .init */
static inline int capability_kunit_init(struct kunit *test)
{
	struct capability_kunit_case *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);
	struct kmsg_dump_iter iter = {};

	if (!c)
		return -ENOMEM;
	c->lockdep_on = IS_ENABLED(CONFIG_LOCKDEP) && debug_locks;
	kmsg_dump_rewind(&iter);
	c->log_seq = iter.next_seq;
	test->priv = c;
	return 0;
}

/*
 * The text of a kernel log line without its "[    1.234567] " (and
 * "[T42] ") prefixes.
 */
static inline const char *capability_kunit_log_text(const char *line)
{
	while (*line == '[') {
		const char *end = strchr(line, ']');

		if (!end)
			break;
		line = skip_spaces(end + 1);
	}
	return line;
}

/*
 * The reports of the kernel that a case must not cause: WARN*() and the
 * lockdep_assert*() built on it, every lockdep report ("WARNING: possible
 * recursive locking detected", "WARNING: suspicious RCU usage", ...), and
 * "BUG: sleeping function called from invalid context" and the like. Most
 * of them neither clear debug_locks nor stop the case.
 */
static inline bool capability_kunit_is_report(const char *text)
{
	static const char * const starts[] = { "WARNING:", "BUG:", "UBSAN:" };
	int i;

	for (i = 0; i < ARRAY_SIZE(starts); i++)
		if (str_has_prefix(text, starts[i]))
			return true;
	return false;
}

/*
 * Fails @test for every kernel report logged since @seq, naming at most
 * three. A report of another task that happened to run at the same time
 * fails the case too: better a false alarm than a silent pass.
 */
static inline void capability_kunit_check_log(struct kunit *test, u64 seq)
{
	struct kmsg_dump_iter iter = {};
	int reports = 0;
	char line[192];
	size_t len;

	kmsg_dump_rewind(&iter);
	iter.cur_seq = max(iter.cur_seq, seq);
	while (kmsg_dump_get_line(&iter, false, line, sizeof(line), &len)) {
		char *text = line, *next;

		line[min(len, sizeof(line) - 1)] = '\0';
		/* A record of several lines: each has the prefix. */
		for (; text; text = next) {
			next = strchr(text, '\n');
			if (next)
				*next++ = '\0';
			if (!capability_kunit_is_report(capability_kunit_log_text(text)))
				continue;
			if (++reports <= 3)
				KUNIT_FAIL(test, "the kernel reported during this case (see the log): %s",
					   capability_kunit_log_text(text));
		}
	}
	if (reports > 3)
		KUNIT_FAIL(test, "... and %d more reports", reports - 3);
}

/*
 * Each suite's .exit: the case made the kernel report nothing, and lockdep,
 * if it was on, is still on.
 */
static inline void capability_kunit_exit(struct kunit *test)
{
	struct capability_kunit_case *c = test->priv;

	if (!c)
		return;
	if (c->lockdep_on)
		KUNIT_EXPECT_TRUE_MSG(test, debug_locks,
				      "lockdep reported a locking problem during this case");
	capability_kunit_check_log(test, c->log_seq);
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

/*
 * The modes of a lock, numbered as lockdep's "read" argument: any, held
 * exclusively (for writing), held shared (for reading).
 */
#define CAPABILITY_KUNIT_ANY		(-1)
#define CAPABILITY_KUNIT_EXCLUSIVE	0
#define CAPABILITY_KUNIT_SHARED		1

/*
 * Lockdep's view of @lock (any lock with a dep_map) in @mode:
 * LOCK_STATE_HELD, LOCK_STATE_NOT_HELD, or LOCK_STATE_UNKNOWN (-1, lockdep
 * is off), which is neither held nor not held.
 */
#ifdef CONFIG_LOCKDEP
#define capability_kunit_lockdep_state(lock, mode)	lockdep_is_held_type(lock, mode)
#else
/* Never evaluated: without lockdep, capability_kunit_lockdep_on() is false. */
#define LOCK_STATE_UNKNOWN	-1
#define LOCK_STATE_NOT_HELD	0
#define LOCK_STATE_HELD		1
#define capability_kunit_lockdep_state(lock, mode)	({ (void)(lock); LOCK_STATE_UNKNOWN; })
#endif

/*
 * The lock's own view, without lockdep: whether @lock is locked in @mode,
 * by this task where the lock records its owner. Every lock has a word
 * that says so, except a spinning lock on !SMP without DEBUG_SPINLOCK (and
 * the read side of an rwlock_t on !SMP): its holder runs with preemption
 * off, which is all there is to check.
 */
static inline bool capability_kunit_atomic_holder(void)
{
	return !IS_ENABLED(CONFIG_PREEMPT_COUNT) || !preemptible();
}

static inline bool capability_kunit_raw_spin_locked(raw_spinlock_t *l, int mode)
{
	if (!IS_ENABLED(CONFIG_SMP) && !IS_ENABLED(CONFIG_DEBUG_SPINLOCK))
		return capability_kunit_atomic_holder();
#ifdef CONFIG_DEBUG_SPINLOCK
	if (READ_ONCE(l->owner) != current)
		return false;
#endif
	return raw_spin_is_locked(l);
}

static inline bool capability_kunit_rt_mutex_base_locked(struct rt_mutex_base *l)
{
	/* The owner's low bit says whether there are waiters. */
	return rt_mutex_base_is_locked(l) &&
	       ((unsigned long)READ_ONCE(l->owner) & ~1UL) == (unsigned long)current;
}

static inline bool capability_kunit_spin_locked(spinlock_t *l, int mode)
{
#ifdef CONFIG_PREEMPT_RT
	return capability_kunit_rt_mutex_base_locked(&l->lock);
#else
	return capability_kunit_raw_spin_locked(&l->rlock, mode);
#endif
}

static inline bool capability_kunit_rwlock_locked(rwlock_t *l, int mode)
{
#if defined(CONFIG_PREEMPT_RT)
	bool write = rw_base_is_write_locked(&l->rwbase);

	if (mode == CAPABILITY_KUNIT_ANY)
		return rw_base_is_locked(&l->rwbase);
	return mode == CAPABILITY_KUNIT_EXCLUSIVE ? write :
	       rw_base_is_locked(&l->rwbase) && !write;
#else
#ifdef CONFIG_DEBUG_SPINLOCK
	/* A writer is named; readers are not. */
	if (mode == CAPABILITY_KUNIT_EXCLUSIVE && READ_ONCE(l->owner) != current)
		return false;
#endif
#ifdef CONFIG_QUEUED_RWLOCKS
	{
		u32 cnts = atomic_read(&l->raw_lock.cnts);

		if (mode == CAPABILITY_KUNIT_ANY)
			return cnts;
		return mode == CAPABILITY_KUNIT_EXCLUSIVE ?
		       (cnts & _QW_WMASK) == _QW_LOCKED : cnts >> _QR_SHIFT;
	}
#else
	return capability_kunit_atomic_holder();
#endif
#endif
}

static inline bool capability_kunit_mutex_locked(struct mutex *l, int mode)
{
	return mutex_is_locked(l);
}

static inline bool capability_kunit_rt_mutex_locked(struct rt_mutex *l, int mode)
{
	return capability_kunit_rt_mutex_base_locked(&l->rtmutex);
}

static inline bool capability_kunit_rwsem_locked(struct rw_semaphore *l, int mode)
{
#ifdef CONFIG_PREEMPT_RT
	bool write = rw_base_is_write_locked(&l->rwbase);
#else
	bool write = atomic_long_read(&l->count) & RWSEM_WRITER_LOCKED;
#endif

	if (mode == CAPABILITY_KUNIT_ANY)
		return rwsem_is_locked(l);
	return mode == CAPABILITY_KUNIT_EXCLUSIVE ? write : rwsem_is_locked(l) && !write;
}

static inline bool capability_kunit_percpu_rwsem_locked(struct percpu_rw_semaphore *l, int mode)
{
	if (mode == CAPABILITY_KUNIT_EXCLUSIVE)
		return percpu_is_write_locked(l);
	if (mode == CAPABILITY_KUNIT_SHARED)
		return percpu_is_read_locked(l);
	return percpu_is_read_locked(l) || percpu_is_write_locked(l);
}

#ifndef CONFIG_PREEMPT_RT
static inline bool capability_kunit_local_lock_locked(local_lock_t *l, int mode)
{
#ifdef CONFIG_DEBUG_LOCK_ALLOC
	return READ_ONCE(l->owner) == current;
#else
	return capability_kunit_atomic_holder();
#endif
}
#endif

/* An acquire context is this task's from ww_acquire_init() on. */
static inline bool capability_kunit_ww_ctx_locked(struct ww_acquire_ctx *ctx, int mode)
{
	return ctx->task == current;
}

/* On PREEMPT_RT local_lock_t is spinlock_t, which comes first below. */
#ifdef CONFIG_PREEMPT_RT
#define capability_kunit_local_lock_locked	capability_kunit_spin_locked
#endif

/* @fn if @lock points to a @type, else @otherwise. */
#define __capability_kunit_case(lock, type, fn, otherwise)		\
	__builtin_choose_expr(__builtin_types_compatible_p(typeof(*(lock)), type), \
			      fn, otherwise)

/*
 * The function above for the type of @lock, called. A lock type without a
 * case here does not compile (a void "function"): add it.
 */
#define capability_kunit_locked(lock, mode)				\
	(__capability_kunit_case(lock, raw_spinlock_t, capability_kunit_raw_spin_locked, \
	 __capability_kunit_case(lock, spinlock_t, capability_kunit_spin_locked, \
	 __capability_kunit_case(lock, rwlock_t, capability_kunit_rwlock_locked, \
	 __capability_kunit_case(lock, struct mutex, capability_kunit_mutex_locked, \
	 __capability_kunit_case(lock, struct rt_mutex, capability_kunit_rt_mutex_locked, \
	 __capability_kunit_case(lock, struct rw_semaphore, capability_kunit_rwsem_locked, \
	 __capability_kunit_case(lock, struct percpu_rw_semaphore,	\
				 capability_kunit_percpu_rwsem_locked,	\
	 __capability_kunit_case(lock, local_lock_t, capability_kunit_local_lock_locked, \
	 __capability_kunit_case(lock, struct ww_acquire_ctx, capability_kunit_ww_ctx_locked, \
	 (void)0)))))))))(lock, mode))

/*
 * @lock is held (in @mode): per the lock itself, always, and per lockdep
 * while it is on. Lockdep's "don't know" (-1) is not "held".
 */
#define __KUNIT_EXPECT_HELD_MODE(test, lock, mode, what)		\
	do {								\
		bool __locked = capability_kunit_locked(lock, mode);	\
									\
		if (capability_kunit_lockdep_on(test)) {		\
			int __lockdep = capability_kunit_lockdep_state(lock, mode); \
									\
			KUNIT_EXPECT_EQ_MSG(test, __lockdep, LOCK_STATE_HELD, \
					    "%s: not held%s per lockdep (-1: lockdep off)", \
					    #lock, what);		\
		}							\
		KUNIT_EXPECT_TRUE_MSG(test, __locked,			\
				      "%s: not locked%s (the lock's own state)", #lock, what); \
	} while (0)

#define KUNIT_EXPECT_HELD(test, lock)					\
	__KUNIT_EXPECT_HELD_MODE(test, lock, CAPABILITY_KUNIT_ANY, "")

#define KUNIT_EXPECT_HELD_SHARED(test, lock)				\
	__KUNIT_EXPECT_HELD_MODE(test, lock, CAPABILITY_KUNIT_SHARED, " shared")

#define KUNIT_EXPECT_HELD_EXCLUSIVE(test, lock)				\
	__KUNIT_EXPECT_HELD_MODE(test, lock, CAPABILITY_KUNIT_EXCLUSIVE, " exclusively")

/*
 * @lock is not held by this task, per lockdep while it is on (-1 is not
 * "not held" either). Its own state cannot say: another task may hold it.
 */
#define KUNIT_EXPECT_NOT_HELD(test, lock)				\
	do {								\
		if (capability_kunit_lockdep_on(test)) {		\
			int __lockdep = capability_kunit_lockdep_state(lock, CAPABILITY_KUNIT_ANY); \
									\
			KUNIT_EXPECT_EQ_MSG(test, __lockdep, LOCK_STATE_NOT_HELD, \
					    "%s: still held per lockdep (-1: lockdep off)", \
					    #lock);			\
		}							\
	} while (0)

/*
 * Whether @ssp has a reader, without lockdep (which does not see every
 * reader, e.g. srcu_down_read()'s): the read-side counters of the srcu_struct.
 */
static inline bool capability_kunit_srcu_readers(struct srcu_struct *ssp)
{
#ifdef CONFIG_TINY_SRCU
	return READ_ONCE(ssp->srcu_lock_nesting[0]) || READ_ONCE(ssp->srcu_lock_nesting[1]);
#else
	long active[2] = { 0, 0 };
	int cpu, i;

	for_each_possible_cpu(cpu) {
		struct srcu_data *sdp = per_cpu_ptr(ssp->sda, cpu);

		for (i = 0; i < 2; i++)
			active[i] += atomic_long_read(&sdp->srcu_lock_count[i]) -
				     atomic_long_read(&sdp->srcu_unlock_count[i]);
	}
	return active[0] || active[1];
#endif
}

/*
 * The failure branch of a scoped_cond_guard() whose lock is free: the case
 * fails instead of returning silently,
 *
 *	scoped_cond_guard(mutex_try, {
 *		capability_kunit_guard_failed(test, "mutex_try");
 *		return;
 *	}, &lock) { ... }
 *
 * (KUNIT_FAIL() cannot be written there: scoped_cond_guard() hands the
 * branch on to another macro, which splits its expansion at the commas of
 * an initializer.)
 */
static inline void capability_kunit_guard_failed(struct kunit *test, const char *guard)
{
	KUNIT_FAIL(test, "scoped_cond_guard(%s) of a free lock failed", guard);
}

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
