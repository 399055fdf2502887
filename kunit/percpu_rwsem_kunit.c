// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_percpu_rwsem: struct percpu_rw_semaphore
 * used correctly, as the capability annotations describe it: readers hold it
 * shared (the guarded data may only be read), the writer exclusively.
 * Compiled with the analysis and -Werror; at run time each case checks the
 * read and write state, and the contended paths are taken for real: a
 * second kthread holds the semaphore, or waits for it as a writer.
 */

#include <linux/delay.h>
#include <linux/percpu-rwsem.h>
#include <linux/slab.h>

#include "capability_kunit.h"

struct pcpu_data {
	struct percpu_rw_semaphore sem;
	int value __guarded_by(&sem);
};

DEFINE_STATIC_PERCPU_RWSEM(pcpu_static_sem);
static int pcpu_static_value __guarded_by(&pcpu_static_sem) = 42;

static void pcpu_data_free(void *arg)
{
	struct pcpu_data *d = arg;

	percpu_free_rwsem(&d->sem);
}

/* A semaphore of the case's own, freed when the case ends. */
static struct pcpu_data *pcpu_data_create(struct kunit *test, int value)
{
	struct pcpu_data *d = kunit_kzalloc(test, sizeof(*d), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, d);
	KUNIT_ASSERT_EQ(test, percpu_init_rwsem(&d->sem), 0);
	/* An initialiser that can fail has no init guard: take the lock. */
	percpu_down_write(&d->sem);
	d->value = value;
	percpu_up_write(&d->sem);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, pcpu_data_free, d), 0);
	return d;
}

static int pcpu_read_value(struct pcpu_data *d)
	__must_hold_shared(&d->sem)
{
	return d->value;
}

static void pcpu_set_value(struct pcpu_data *d, int value)
	__must_hold(&d->sem)
{
	d->value = value;
}

static int pcpu_read_locked_once(struct pcpu_data *d)
	__must_not_hold(&d->sem)
{
	int v;

	percpu_down_read(&d->sem);
	v = d->value;
	percpu_up_read(&d->sem);
	return v;
}

static void pcpu_reader_lock(struct pcpu_data *d)
	__acquires_shared(&d->sem)
{
	percpu_down_read(&d->sem);
}

static void pcpu_reader_unlock(struct pcpu_data *d)
	__releases_shared(&d->sem)
{
	percpu_up_read(&d->sem);
}

static void pcpu_writer_lock(struct pcpu_data *d)
	__acquires(&d->sem)
{
	percpu_down_write(&d->sem);
}

static void pcpu_writer_unlock(struct pcpu_data *d)
	__releases(&d->sem)
{
	percpu_up_write(&d->sem);
}

static int pcpu_read_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct percpu_rw_semaphore *sem = h->lock;

	percpu_down_read(sem);
	capability_kunit_holder_hold(h);
	percpu_up_read(sem);
	return capability_kunit_holder_done();
}

static int pcpu_write_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct percpu_rw_semaphore *sem = h->lock;

	percpu_down_write(sem);
	capability_kunit_holder_hold(h);
	percpu_up_write(sem);
	return capability_kunit_holder_done();
}

/* A read trylock from another task: 1 if it got the semaphore. */
static int pcpu_try_read_fn(void *arg)
{
	struct pcpu_data *d = arg;

	if (!percpu_down_read_trylock(&d->sem))
		return 0;
	percpu_up_read(&d->sem);
	return 1;
}

static void percpu_init_rwsem_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 5);
	int v;

	KUNIT_EXPECT_FALSE(test, percpu_is_read_locked(&d->sem));
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_EQ(test, pcpu_read_locked_once(d), 5);

	percpu_down_read(&pcpu_static_sem);
	v = pcpu_static_value;
	percpu_up_read(&pcpu_static_sem);
	KUNIT_EXPECT_EQ(test, v, 42);
}

static void percpu_down_read_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 6);

	percpu_down_read(&d->sem);
	KUNIT_EXPECT_TRUE(test, percpu_is_read_locked(&d->sem));
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
	KUNIT_EXPECT_EQ(test, d->value, 6);
	KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 6);
	/* Readers share: another task's read trylock gets it too. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, pcpu_try_read_fn, d), 1);
	percpu_up_read(&d->sem);
	KUNIT_EXPECT_FALSE(test, percpu_is_read_locked(&d->sem));
	KUNIT_EXPECT_NOT_HELD(test, &d->sem);
}

static void percpu_down_read_trylock_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 7);

	if (percpu_down_read_trylock(&d->sem)) {
		KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
		KUNIT_EXPECT_TRUE(test, percpu_is_read_locked(&d->sem));
		KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 7);
		percpu_up_read(&d->sem);
	} else {
		KUNIT_FAIL(test, "uncontended percpu_down_read_trylock() failed");
	}
	KUNIT_EXPECT_FALSE(test, percpu_is_read_locked(&d->sem));
}

static void percpu_down_read_trylock_contended_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 8);
	struct capability_kunit_holder h;

	capability_kunit_holder_start(test, &h, pcpu_write_holder_fn, &d->sem);
	KUNIT_EXPECT_TRUE(test, percpu_is_write_locked(&d->sem));
	if (percpu_down_read_trylock(&d->sem)) {
		KUNIT_FAIL(test, "percpu_down_read_trylock() got a write-held semaphore");
		percpu_up_read(&d->sem);
	}
	KUNIT_EXPECT_NOT_HELD(test, &d->sem);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));
	if (percpu_down_read_trylock(&d->sem)) {
		KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 8);
		percpu_up_read(&d->sem);
	} else {
		KUNIT_FAIL(test, "percpu_down_read_trylock() failed after the writer left");
	}
}

static void percpu_down_write_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 0);

	percpu_down_write(&d->sem);
	KUNIT_EXPECT_TRUE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d->sem);
	d->value = 9;
	pcpu_set_value(d, d->value + 1);
	KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 10);
	/* Written: no reader gets in. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, pcpu_try_read_fn, d), 0);
	percpu_up_write(&d->sem);
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_NOT_HELD(test, &d->sem);
	KUNIT_EXPECT_EQ(test, pcpu_read_locked_once(d), 10);
}

/* A writer in another task, started while the case holds the read side. */
struct pcpu_writer {
	struct pcpu_data *d;
	struct completion done;
};

static int pcpu_writer_fn(void *arg)
{
	struct pcpu_writer *w = arg;

	percpu_down_write(&w->d->sem);
	w->d->value++;
	percpu_up_write(&w->d->sem);
	complete(&w->done);
	return 0;
}

static void percpu_down_write_waits_for_reader_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 20);
	struct task_struct *task;
	struct pcpu_writer w;
	int i;

	w.d = d;
	init_completion(&w.done);
	percpu_down_read(&d->sem);
	task = kthread_run(pcpu_writer_fn, &w, "ca_pcpu_writer");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	/* The writer announces itself, then waits for this reader. */
	for (i = 0; i < 5000 && !percpu_is_write_locked(&d->sem); i++)
		usleep_range(500, 1000);
	KUNIT_EXPECT_TRUE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_FALSE(test, wait_for_completion_timeout(&w.done, msecs_to_jiffies(50)));
	/* A pending writer keeps new readers out. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, pcpu_try_read_fn, d), 0);
	KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 20);
	percpu_up_read(&d->sem);
	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, pcpu_read_locked_once(d), 21);
}

static void pcpu_add_asserted(struct pcpu_data *d, int n)
{
	percpu_rwsem_assert_held(&d->sem);
	d->value += n;
}

static void percpu_rwsem_assert_held_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 1);

	percpu_down_write(&d->sem);
	KUNIT_EXPECT_HELD(test, &d->sem);
	pcpu_add_asserted(d, 2);
	percpu_up_write(&d->sem);
	KUNIT_EXPECT_EQ(test, pcpu_read_locked_once(d), 3);
}

static void percpu_rwsem_annotated_helpers_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 0);

	pcpu_writer_lock(d);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d->sem);
	pcpu_set_value(d, 30);
	pcpu_writer_unlock(d);
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));

	pcpu_reader_lock(d);
	KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
	KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 30);
	pcpu_reader_unlock(d);
	KUNIT_EXPECT_FALSE(test, percpu_is_read_locked(&d->sem));
}

static void percpu_down_read_alongside_reader_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 11);
	struct capability_kunit_holder h;

	/* Another task reads: this one reads along, without waiting. */
	capability_kunit_holder_start(test, &h, pcpu_read_holder_fn, &d->sem);
	KUNIT_EXPECT_TRUE(test, percpu_is_read_locked(&d->sem));
	percpu_down_read(&d->sem);
	KUNIT_EXPECT_HELD_SHARED(test, &d->sem);
	KUNIT_EXPECT_EQ(test, pcpu_read_value(d), 11);
	percpu_up_read(&d->sem);
	/* The other reader is still there. */
	KUNIT_EXPECT_TRUE(test, percpu_is_read_locked(&d->sem));
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, percpu_is_read_locked(&d->sem));
}

static void percpu_down_write_waits_for_writer_test(struct kunit *test)
{
	struct pcpu_data *d = pcpu_data_create(test, 0);
	struct capability_kunit_holder h;

	/* Another writer holds it for 50 ms: this one waits its turn. */
	capability_kunit_holder_start_timed(test, &h, pcpu_write_holder_fn, &d->sem, 50);
	percpu_down_write(&d->sem);
	KUNIT_EXPECT_TRUE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d->sem);
	pcpu_set_value(d, 40);
	percpu_up_write(&d->sem);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, percpu_is_write_locked(&d->sem));
	KUNIT_EXPECT_EQ(test, pcpu_read_locked_once(d), 40);
}

static void percpu_rwsem_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case percpu_rwsem_test_cases[] = {
	KUNIT_CASE(percpu_rwsem_lockdep_enabled_test),
	KUNIT_CASE(percpu_init_rwsem_test),
	KUNIT_CASE(percpu_down_read_test),
	KUNIT_CASE(percpu_down_read_trylock_test),
	KUNIT_CASE(percpu_down_read_trylock_contended_test),
	KUNIT_CASE(percpu_down_read_alongside_reader_test),
	KUNIT_CASE(percpu_down_write_test),
	KUNIT_CASE(percpu_down_write_waits_for_reader_test),
	KUNIT_CASE(percpu_rwsem_assert_held_test),
	KUNIT_CASE(percpu_rwsem_annotated_helpers_test),
	KUNIT_CASE(percpu_down_write_waits_for_writer_test),
	{}
};

static struct kunit_suite percpu_rwsem_test_suite = {
	.name = "capability_analysis_percpu_rwsem",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = percpu_rwsem_test_cases,
};
kunit_test_suite(percpu_rwsem_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of struct percpu_rw_semaphore");
MODULE_LICENSE("GPL");
