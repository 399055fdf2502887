// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_rwsem: struct rw_semaphore used correctly,
 * as the capability annotations describe it: down_read*() holds it shared
 * (the guarded data may only be read), down_write*() exclusively. Compiled
 * with the analysis and -Werror; each case checks at run time what the
 * annotations claim. The failure paths of the trylocks and of the
 * interruptible and killable forms are taken for real: a second kthread
 * holds the rwsem, and a pending signal interrupts the wait.
 */

#include <linux/delay.h>
#include <linux/mutex.h>
#include <linux/rwsem.h>

#include "capability_kunit.h"

struct rwsem_data {
	struct rw_semaphore sem;
	int value __guarded_by(&sem);
};

static void rwsem_data_init(struct rwsem_data *d, int value)
{
	/* No reader or writer yet: the init guard lets the data be set. */
	guard(rwsem_init)(&d->sem);
	d->value = value;
}

/*
 * The same, but a lock class of its own (lockdep names a class after the
 * init_rwsem() call site): children for down_write_nest_lock().
 */
static void rwsem_data_init_child(struct rwsem_data *d, int value)
{
	guard(rwsem_init)(&d->sem);
	d->value = value;
}

/* A lockdep class of its own for the serializing mutex (one init site). */
static void rwsem_serializer_init(struct mutex *m)
{
	mutex_init(m);
}

static int rwsem_read_value(struct rwsem_data *d)
	__must_hold_shared(&d->sem)
{
	return d->value;
}

static void rwsem_set_value(struct rwsem_data *d, int value)
	__must_hold(&d->sem)
{
	d->value = value;
}

static void rwsem_data_read_lock(struct rwsem_data *d)
	__acquires_shared(&d->sem)
{
	down_read(&d->sem);
}

static void rwsem_data_read_unlock(struct rwsem_data *d)
	__releases_shared(&d->sem)
{
	up_read(&d->sem);
}

static void rwsem_data_write_lock(struct rwsem_data *d)
	__acquires(&d->sem)
{
	down_write(&d->sem);
}

static void rwsem_data_write_unlock(struct rwsem_data *d)
	__releases(&d->sem)
{
	up_write(&d->sem);
}

static int rwsem_read_locked_once(struct rwsem_data *d)
	__must_not_hold(&d->sem)
{
	int v;

	down_read(&d->sem);
	v = d->value;
	up_read(&d->sem);
	return v;
}

/* Holders: another task with the rwsem held for reading or for writing. */
static int rwsem_read_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct rw_semaphore *sem = h->lock;

	down_read(sem);
	capability_kunit_holder_hold(h);
	up_read(sem);
	return capability_kunit_holder_done();
}

static int rwsem_write_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct rw_semaphore *sem = h->lock;

	down_write(sem);
	capability_kunit_holder_hold(h);
	up_write(sem);
	return capability_kunit_holder_done();
}

/* Tries from another task: 1 if the rwsem could be taken. */
static int rwsem_try_read_fn(void *arg)
{
	struct rwsem_data *d = arg;

	if (!down_read_trylock(&d->sem))
		return 0;
	up_read(&d->sem);
	return 1;
}

static int rwsem_try_write_fn(void *arg)
{
	struct rwsem_data *d = arg;

	if (!down_write_trylock(&d->sem))
		return 0;
	up_write(&d->sem);
	return 1;
}

static void rwsem_init_test(struct kunit *test)
{
	static DECLARE_RWSEM(static_sem);
	struct rwsem_data d;

	rwsem_data_init(&d, 9);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&static_sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 9);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
}

static void down_read_up_read_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 11);
	down_read(&d.sem);
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
	KUNIT_EXPECT_EQ(test, d.value, 11);
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 11);
	up_read(&d.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
}

static void down_write_up_write_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 0);
	down_write(&d.sem);
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
	d.value = 5;
	rwsem_set_value(&d, d.value + 1);
	/* Exclusive implies shared. */
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 6);
	up_write(&d.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 6);
}

static void down_read_nested_test(struct kunit *test)
{
	struct rwsem_data outer, inner;

	rwsem_data_init(&outer, 1);
	rwsem_data_init(&inner, 2);
	/* Same lock class twice: lockdep accepts it only as nested. */
	down_read(&outer.sem);
	down_read_nested(&inner.sem, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_HELD_SHARED(test, &inner.sem);
	KUNIT_EXPECT_EQ(test, outer.value + inner.value, 3);
	up_read(&inner.sem);
	KUNIT_EXPECT_NOT_HELD(test, &inner.sem);
	KUNIT_EXPECT_HELD_SHARED(test, &outer.sem);
	up_read(&outer.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&outer.sem));
}

static void down_write_nested_test(struct kunit *test)
{
	struct rwsem_data outer, inner;

	rwsem_data_init(&outer, 0);
	rwsem_data_init(&inner, 0);
	down_write(&outer.sem);
	down_write_nested(&inner.sem, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &inner.sem);
	inner.value = 2;
	outer.value = inner.value + 1;
	up_write(&inner.sem);
	up_write(&outer.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&inner.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&outer), 3);
}

static void down_write_nest_lock_test(struct kunit *test)
{
	struct rwsem_data a, b;
	struct mutex serializer;

	rwsem_serializer_init(&serializer);
	rwsem_data_init_child(&a, 0);
	rwsem_data_init_child(&b, 0);
	/* Two rwsems of one class, both held under the mutex that orders them. */
	mutex_lock(&serializer);
	down_write_nest_lock(&a.sem, &serializer);
	down_write_nest_lock(&b.sem, &serializer);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &a.sem);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &b.sem);
	a.value = 1;
	b.value = 2;
	up_write(&b.sem);
	up_write(&a.sem);
	mutex_unlock(&serializer);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&a.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&b), 2);
}

static void down_read_killable_interruptible_test(struct kunit *test)
{
	struct rwsem_data d;
	int taken = 0;

	rwsem_data_init(&d, 4);
	if (!down_read_interruptible(&d.sem)) {
		KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
		taken += d.value;
		up_read(&d.sem);
	}
	if (down_read_killable(&d.sem) == 0) {
		KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
		taken += d.value;
		up_read(&d.sem);
	}
	if (!down_read_killable_nested(&d.sem, SINGLE_DEPTH_NESTING)) {
		KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
		taken += d.value;
		up_read(&d.sem);
	}
	KUNIT_EXPECT_EQ(test, taken, 12);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

static void down_write_killable_test(struct kunit *test)
{
	struct rwsem_data d;
	int taken = 0;

	rwsem_data_init(&d, 0);
	if (down_write_killable(&d.sem) == 0) {
		KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
		d.value++;
		taken++;
		up_write(&d.sem);
	}
	if (!down_write_killable_nested(&d.sem, SINGLE_DEPTH_NESTING)) {
		KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
		d.value++;
		taken++;
		up_write(&d.sem);
	}
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 2);
}

/*
 * The waiting forms against another task holding the rwsem, with a signal
 * pending: any signal interrupts an _interruptible wait, only a fatal one a
 * _killable wait, which otherwise goes on until the holder lets go.
 */
enum rwsem_wait_form {
	RWSEM_READ_INTERRUPTIBLE,
	RWSEM_READ_KILLABLE,
	RWSEM_READ_KILLABLE_NESTED,
	RWSEM_WRITE_KILLABLE,
	RWSEM_WRITE_KILLABLE_NESTED,
};

struct rwsem_wait_case {
	const char *name;
	enum rwsem_wait_form form;
	int sig;
	int expect;
};

static const struct rwsem_wait_case rwsem_wait_cases[] = {
	{ "down_read_interruptible_sigkill_eintr", RWSEM_READ_INTERRUPTIBLE, SIGKILL, -EINTR },
	{ "down_read_interruptible_sigusr1_eintr", RWSEM_READ_INTERRUPTIBLE, SIGUSR1, -EINTR },
	{ "down_read_killable_sigkill_eintr", RWSEM_READ_KILLABLE, SIGKILL, -EINTR },
	{ "down_read_killable_sigusr1_waits", RWSEM_READ_KILLABLE, SIGUSR1, 0 },
	{ "down_read_killable_nested_sigkill_eintr", RWSEM_READ_KILLABLE_NESTED, SIGKILL, -EINTR },
	{ "down_read_killable_nested_sigusr1_waits", RWSEM_READ_KILLABLE_NESTED, SIGUSR1, 0 },
	{ "down_write_killable_sigkill_eintr", RWSEM_WRITE_KILLABLE, SIGKILL, -EINTR },
	{ "down_write_killable_sigusr1_waits", RWSEM_WRITE_KILLABLE, SIGUSR1, 0 },
	{ "down_write_killable_nested_sigkill_eintr", RWSEM_WRITE_KILLABLE_NESTED, SIGKILL, -EINTR },
	{ "down_write_killable_nested_sigusr1_waits", RWSEM_WRITE_KILLABLE_NESTED, SIGUSR1, 0 },
};

static void rwsem_wait_case_desc(const struct rwsem_wait_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(rwsem_wait, rwsem_wait_cases, rwsem_wait_case_desc);

/* One wait of the form; on success, what it read and released. */
static int rwsem_wait_form_lock(struct rwsem_data *d, enum rwsem_wait_form form, int *seen)
{
	int ret = -EINVAL;

	switch (form) {
	case RWSEM_READ_INTERRUPTIBLE:
		ret = down_read_interruptible(&d->sem);
		if (!ret) {
			*seen = d->value;
			up_read(&d->sem);
		}
		break;
	case RWSEM_READ_KILLABLE:
		ret = down_read_killable(&d->sem);
		if (!ret) {
			*seen = d->value;
			up_read(&d->sem);
		}
		break;
	case RWSEM_READ_KILLABLE_NESTED:
		ret = down_read_killable_nested(&d->sem, 0);
		if (!ret) {
			*seen = d->value;
			up_read(&d->sem);
		}
		break;
	case RWSEM_WRITE_KILLABLE:
		ret = down_write_killable(&d->sem);
		if (!ret) {
			*seen = ++d->value;
			up_write(&d->sem);
		}
		break;
	case RWSEM_WRITE_KILLABLE_NESTED:
		ret = down_write_killable_nested(&d->sem, 0);
		if (!ret) {
			*seen = ++d->value;
			up_write(&d->sem);
		}
		break;
	}
	return ret;
}

static void rwsem_wait_signal_test(struct kunit *test)
{
	const struct rwsem_wait_case *c = test->param_value;
	bool writer = c->form == RWSEM_WRITE_KILLABLE || c->form == RWSEM_WRITE_KILLABLE_NESTED;
	struct capability_kunit_holder h;
	struct rwsem_data d;
	int ret, seen = -1;

	rwsem_data_init(&d, 7);
	/* A writer keeps a reader waiting, a reader a writer; it lets go after 100 ms. */
	capability_kunit_holder_start_timed(test, &h, writer ? rwsem_read_holder_fn :
					    rwsem_write_holder_fn, &d.sem, 100);
	capability_kunit_send_self(c->sig);
	ret = rwsem_wait_form_lock(&d, c->form, &seen);
	capability_kunit_clear_self(c->sig);
	KUNIT_EXPECT_EQ_MSG(test, ret, c->expect, "%s", c->name);
	if (c->expect)
		KUNIT_EXPECT_EQ(test, seen, -1);
	else
		KUNIT_EXPECT_EQ(test, seen, writer ? 8 : 7);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

/* A writer in another task that waits for the rwsem. */
struct rwsem_waiting_writer {
	struct rwsem_data *d;
	struct completion done;
};

static int rwsem_waiting_writer_fn(void *arg)
{
	struct rwsem_waiting_writer *w = arg;

	down_write(&w->d->sem);
	w->d->value++;
	up_write(&w->d->sem);
	complete(&w->done);
	return 0;
}

static void rwsem_writer_waits_for_reader_test(struct kunit *test)
{
	struct rwsem_waiting_writer w;
	struct task_struct *task;
	struct rwsem_data d;
	int i;

	rwsem_data_init(&d, 1);
	w.d = &d;
	init_completion(&w.done);
	down_read(&d.sem);
	task = kthread_run(rwsem_waiting_writer_fn, &w, "ca_rwsem_writer");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	for (i = 0; i < 5000 && !rwsem_is_contended(&d.sem); i++)
		usleep_range(500, 1000);
	/* The writer queued behind this reader. */
	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		KUNIT_EXPECT_TRUE(test, rwsem_is_contended(&d.sem));
	KUNIT_EXPECT_FALSE(test, wait_for_completion_timeout(&w.done, msecs_to_jiffies(50)));
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 1);
	up_read(&d.sem);
	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 2);
}

static void down_read_trylock_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 8);
	if (down_read_trylock(&d.sem)) {
		KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
		KUNIT_EXPECT_EQ(test, d.value, 8);
		up_read(&d.sem);
	} else {
		KUNIT_FAIL(test, "uncontended down_read_trylock() failed");
	}
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

static void down_write_trylock_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 0);
	if (down_write_trylock(&d.sem)) {
		KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
		d.value = 3;
		up_write(&d.sem);
	} else {
		KUNIT_FAIL(test, "uncontended down_write_trylock() failed");
	}
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 3);
}

/*
 * Trylocks against another task holding the rwsem: readers share with
 * readers, everything else excludes.
 */
struct rwsem_trylock_case {
	const char *name;
	bool holder_writes;
	bool try_write;
	bool expect_taken;
};

static const struct rwsem_trylock_case rwsem_trylock_cases[] = {
	{ "read_vs_reader_shares", false, false, true },
	{ "read_vs_writer_fails", true, false, false },
	{ "write_vs_reader_fails", false, true, false },
	{ "write_vs_writer_fails", true, true, false },
};

static void rwsem_trylock_case_desc(const struct rwsem_trylock_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(rwsem_trylock, rwsem_trylock_cases, rwsem_trylock_case_desc);

static void rwsem_trylock_contended_test(struct kunit *test)
{
	const struct rwsem_trylock_case *c = test->param_value;
	struct capability_kunit_holder h;
	struct rwsem_data d;
	bool taken = false;

	rwsem_data_init(&d, 21);
	capability_kunit_holder_start(test, &h, c->holder_writes ?
				      rwsem_write_holder_fn : rwsem_read_holder_fn, &d.sem);
	if (c->try_write) {
		if (down_write_trylock(&d.sem)) {
			taken = true;
			d.value++;
			up_write(&d.sem);
		}
	} else {
		if (down_read_trylock(&d.sem)) {
			taken = true;
			/* Shared with the other reader. */
			KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
			KUNIT_EXPECT_EQ(test, d.value, 21);
			up_read(&d.sem);
		}
	}
	KUNIT_EXPECT_EQ_MSG(test, taken, c->expect_taken, "%s", c->name);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 21);
}

/*
 * down_read_non_owner(): the read side is taken in one function and ended
 * in another, each saying so; lockdep does not track the owner.
 */
static void rwsem_begin_read_non_owner(struct rwsem_data *d)
	__acquires_shared(&d->sem)
{
	down_read_non_owner(&d->sem);
}

static int rwsem_end_read_non_owner(struct rwsem_data *d)
	__releases_shared(&d->sem)
{
	int v = d->value;

	up_read_non_owner(&d->sem);
	return v;
}

static void down_read_non_owner_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 13);
	rwsem_begin_read_non_owner(&d);
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 13);
	/* Read-held: another reader gets it, a writer does not. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_read_fn, &d), 1);
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_write_fn, &d), 0);
	KUNIT_EXPECT_EQ(test, rwsem_end_read_non_owner(&d), 13);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_write_fn, &d), 1);
}

static void downgrade_write_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 0);
	down_write(&d.sem);
	d.value = 17;
	/* Write-held: even a reader is kept out. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_read_fn, &d), 0);
	downgrade_write(&d.sem);
	KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 17);
	/* Now read-held: readers share it, writers still wait. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_read_fn, &d), 1);
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_write_fn, &d), 0);
	up_read(&d.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
}

static void rwsem_add_asserted(struct rwsem_data *d, int n)
{
	rwsem_assert_held_write(&d->sem);
	d->value += n;
}

static void rwsem_add_lockdep_asserted(struct rwsem_data *d, int n)
{
	lockdep_assert_held_write(&d->sem);
	d->value += n;
}

static int rwsem_read_asserted(struct rwsem_data *d)
{
	rwsem_assert_held(&d->sem);
	return d->value;
}

static void rwsem_assert_held_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 1);
	/* What the assertions check (they WARN, which the suite's exit sees). */
	down_write(&d.sem);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
	rwsem_add_asserted(&d, 2);
	rwsem_add_lockdep_asserted(&d, 4);
	KUNIT_EXPECT_EQ(test, rwsem_read_asserted(&d), 7);
	up_write(&d.sem);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);

	down_read(&d.sem);
	KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_read_asserted(&d), 7);
	up_read(&d.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

static void rwsem_add_asserted_nolockdep(struct rwsem_data *d, int n)
{
	rwsem_assert_held_write_nolockdep(&d->sem);
	d->value += n;
}

static int rwsem_read_asserted_nolockdep(struct rwsem_data *d)
{
	rwsem_assert_held_nolockdep(&d->sem);
	return d->value;
}

static void rwsem_assert_held_nolockdep_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 10);
	/*
	 * Held by a non-owner, which only the _nolockdep forms can check: as
	 * they do (they WARN, which the suite's exit sees), and for real.
	 */
	rwsem_begin_read_non_owner(&d);
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_TRUE(test, capability_kunit_locked(&d.sem, CAPABILITY_KUNIT_SHARED));
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_write_fn, &d), 0);
	KUNIT_EXPECT_EQ(test, rwsem_read_asserted_nolockdep(&d), 10);
	rwsem_end_read_non_owner(&d);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));

	down_write(&d.sem);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_read_fn, &d), 0);
	rwsem_add_asserted_nolockdep(&d, 5);
	up_write(&d.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 15);
}

static void rwsem_annotated_helpers_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 0);
	rwsem_data_write_lock(&d);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
	rwsem_set_value(&d, 30);
	rwsem_data_write_unlock(&d);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);

	rwsem_data_read_lock(&d);
	KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_read_value(&d), 30);
	rwsem_data_read_unlock(&d);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

static int rwsem_read_guard_value(struct rwsem_data *d, bool early)
{
	guard(rwsem_read)(&d->sem);
	if (early)
		return -d->value;
	return d->value;
}

static void rwsem_read_guard_test(struct kunit *test)
{
	struct rwsem_data d;

	rwsem_data_init(&d, 6);
	/* The guard releases on both returns. */
	KUNIT_EXPECT_EQ(test, rwsem_read_guard_value(&d, true), -6);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	KUNIT_EXPECT_EQ(test, rwsem_read_guard_value(&d, false), 6);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	scoped_guard(rwsem_read, &d.sem) {
		KUNIT_EXPECT_HELD_SHARED(test, &d.sem);
		KUNIT_EXPECT_EQ(test, d.value, 6);
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
}

static void rwsem_write_guard_test(struct kunit *test)
{
	struct rwsem_data d;
	int i;

	rwsem_data_init(&d, 0);
	{
		guard(rwsem_write)(&d.sem);
		KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.sem);
		d.value++;
	}
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	/* ... and when the body leaves the scope with break. */
	for (i = 0; i < 4; i++) {
		scoped_guard(rwsem_write, &d.sem) {
			d.value++;
			if (i == 2)
				break;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	}
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 5);
}

static int rwsem_read_try_guard(struct rwsem_data *d)
{
	scoped_cond_guard(rwsem_read_try, return -EBUSY, &d->sem) {
		return d->value;
	}
	return -EINVAL;
}

static void rwsem_read_try_guard_test(struct kunit *test)
{
	struct rwsem_data d;
	struct capability_kunit_holder h;

	rwsem_data_init(&d, 12);
	KUNIT_EXPECT_EQ(test, rwsem_read_try_guard(&d), 12);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
	capability_kunit_holder_start(test, &h, rwsem_write_holder_fn, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_read_try_guard(&d), -EBUSY);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_EQ(test, rwsem_read_try_guard(&d), 12);
}

static int rwsem_read_intr_guard(struct rwsem_data *d)
{
	scoped_cond_guard(rwsem_read_intr, return -EINTR, &d->sem) {
		return d->value;
	}
	return -EINVAL;
}

static void rwsem_read_intr_guard_test(struct kunit *test)
{
	struct rwsem_data d;
	struct capability_kunit_holder h;
	int ret;

	rwsem_data_init(&d, 14);
	KUNIT_EXPECT_EQ(test, rwsem_read_intr_guard(&d), 14);
	capability_kunit_holder_start(test, &h, rwsem_write_holder_fn, &d.sem);
	capability_kunit_signal_self();
	ret = rwsem_read_intr_guard(&d);
	capability_kunit_clear_signal();
	KUNIT_EXPECT_EQ(test, ret, -EINTR);
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

static int rwsem_write_try_guard(struct rwsem_data *d, int value)
{
	scoped_cond_guard(rwsem_write_try, return -EBUSY, &d->sem) {
		d->value = value;
	}
	return 0;
}

static void rwsem_write_try_guard_test(struct kunit *test)
{
	struct rwsem_data d;
	struct capability_kunit_holder h;

	rwsem_data_init(&d, 0);
	KUNIT_EXPECT_EQ(test, rwsem_write_try_guard(&d, 1), 0);
	capability_kunit_holder_start(test, &h, rwsem_read_holder_fn, &d.sem);
	KUNIT_EXPECT_EQ(test, rwsem_write_try_guard(&d, 2), -EBUSY);
	capability_kunit_holder_stop(&h);
	/* The failed guard did not write. */
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), 1);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));
}

/*
 * Every guard releases the rwsem on every way out of its scope: each runs
 * twice in a loop and leaves as the parameter says.
 */
CAPABILITY_KUNIT_EXIT_PARAMS(rwsem_exit);

static int rwsem_read_guard_leave(struct kunit *test, struct rwsem_data *d,
				  enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(rwsem_read, &d->sem) {
			KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
			runs += d->value;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d->sem));
	}
out:
	return runs;
}

static int rwsem_write_guard_leave(struct kunit *test, struct rwsem_data *d,
				   enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(rwsem_write, &d->sem) {
			KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d->sem);
			d->value++;
			runs++;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d->sem));
	}
out:
	return runs;
}

static int rwsem_read_try_guard_leave(struct kunit *test, struct rwsem_data *d,
				      enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_cond_guard(rwsem_read_try, return -EBUSY, &d->sem) {
			KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
			runs += d->value;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d->sem));
	}
out:
	return runs;
}

static int rwsem_write_try_guard_leave(struct kunit *test, struct rwsem_data *d,
				       enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_cond_guard(rwsem_write_try, return -EBUSY, &d->sem) {
			KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d->sem);
			d->value++;
			runs++;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d->sem));
	}
out:
	return runs;
}

static int rwsem_read_intr_guard_leave(struct kunit *test, struct rwsem_data *d,
				       enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_cond_guard(rwsem_read_intr, return -EINTR, &d->sem) {
			KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
			runs += d->value;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d->sem));
	}
out:
	return runs;
}

/* Read guards add the value (1) per run, write guards count up from 0. */
#define RWSEM_GUARD_EXIT_TEST(guard, start)				\
static void rwsem_##guard##_guard_exit_test(struct kunit *test)		\
{									\
	const enum capability_kunit_exit *how = test->param_value;	\
	int runs = capability_kunit_exit_runs(*how);			\
	struct rwsem_data d;						\
									\
	rwsem_data_init(&d, start);					\
	KUNIT_EXPECT_EQ(test, rwsem_##guard##_guard_leave(test, &d, *how), runs); \
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&d.sem));		\
	KUNIT_EXPECT_NOT_HELD(test, &d.sem);				\
	/* Free again: a writer gets it at once. */			\
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, rwsem_try_write_fn, &d), 1); \
	KUNIT_EXPECT_EQ(test, rwsem_read_locked_once(&d), start ? start : runs); \
}

RWSEM_GUARD_EXIT_TEST(read, 1)
RWSEM_GUARD_EXIT_TEST(write, 0)
RWSEM_GUARD_EXIT_TEST(read_try, 1)
RWSEM_GUARD_EXIT_TEST(write_try, 0)
RWSEM_GUARD_EXIT_TEST(read_intr, 1)

static void rwsem_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case rwsem_test_cases[] = {
	KUNIT_CASE(rwsem_lockdep_enabled_test),
	KUNIT_CASE(rwsem_init_test),
	KUNIT_CASE(down_read_up_read_test),
	KUNIT_CASE(down_write_up_write_test),
	KUNIT_CASE(down_read_nested_test),
	KUNIT_CASE(down_write_nested_test),
	KUNIT_CASE(down_write_nest_lock_test),
	KUNIT_CASE(down_read_killable_interruptible_test),
	KUNIT_CASE(down_write_killable_test),
	KUNIT_CASE_PARAM(rwsem_wait_signal_test, rwsem_wait_gen_params),
	KUNIT_CASE(rwsem_writer_waits_for_reader_test),
	KUNIT_CASE(down_read_trylock_test),
	KUNIT_CASE(down_write_trylock_test),
	KUNIT_CASE_PARAM(rwsem_trylock_contended_test, rwsem_trylock_gen_params),
	KUNIT_CASE(down_read_non_owner_test),
	KUNIT_CASE(downgrade_write_test),
	KUNIT_CASE(rwsem_assert_held_test),
	KUNIT_CASE(rwsem_assert_held_nolockdep_test),
	KUNIT_CASE(rwsem_annotated_helpers_test),
	KUNIT_CASE(rwsem_read_guard_test),
	KUNIT_CASE(rwsem_write_guard_test),
	KUNIT_CASE(rwsem_read_try_guard_test),
	KUNIT_CASE(rwsem_read_intr_guard_test),
	KUNIT_CASE(rwsem_write_try_guard_test),
	KUNIT_CASE_PARAM(rwsem_read_guard_exit_test, rwsem_exit_gen_params),
	KUNIT_CASE_PARAM(rwsem_write_guard_exit_test, rwsem_exit_gen_params),
	KUNIT_CASE_PARAM(rwsem_read_try_guard_exit_test, rwsem_exit_gen_params),
	KUNIT_CASE_PARAM(rwsem_write_try_guard_exit_test, rwsem_exit_gen_params),
	KUNIT_CASE_PARAM(rwsem_read_intr_guard_exit_test, rwsem_exit_gen_params),
	{}
};

static struct kunit_suite rwsem_test_suite = {
	.name = "capability_analysis_rwsem",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = rwsem_test_cases,
};
kunit_test_suite(rwsem_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of struct rw_semaphore");
MODULE_LICENSE("GPL");
