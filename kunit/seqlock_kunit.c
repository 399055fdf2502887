// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_seqlock: seqlock_t used correctly, as the
 * capability annotations describe it: lockless readers hold it shared from
 * read_seqbegin() to read_seqretry() (guarded data may be read, not
 * written), locking readers shared, writers exclusively. Compiled with the
 * analysis and -Werror; at run time each case checks the sequence count,
 * the embedded spinlock and the interrupt and BH state, and makes readers
 * retry for real: a writer in another task changes the data while the
 * reader sleeps in its lockless pass.
 */

#include <linux/bottom_half.h>
#include <linux/delay.h>
#include <linux/irqflags.h>
#include <linux/jiffies.h>
#include <linux/preempt.h>
#include <linux/seqlock.h>

#include "capability_kunit.h"

struct seq_data {
	seqlock_t sl;
	int a __guarded_by(&sl);
	int b __guarded_by(&sl);
	int *slot __pt_guarded_by(&sl);
};

static void seq_data_init(struct seq_data *d, int value, int *slot)
{
	/* No writer yet: the init guard lets the data be set unlocked. */
	guard(seqlock_init)(&d->sl);
	d->a = value;
	d->b = value;
	d->slot = slot;
}

/* The raw count: odd while a writer is in its section. */
static unsigned int seq_count(struct seq_data *d)
{
	return READ_ONCE(d->sl.seqcount.seqcount.sequence);
}

static int seq_read_a(struct seq_data *d)
	__must_hold_shared(&d->sl)
{
	return d->a;
}

static void seq_set_both(struct seq_data *d, int value)
	__must_hold(&d->sl)
{
	d->a = value;
	d->b = value;
}

/* A lockless read section opened in one function and closed in another. */
static unsigned int seq_reader_begin(struct seq_data *d)
	__acquires_shared(&d->sl)
{
	return read_seqbegin(&d->sl);
}

static bool seq_reader_retry(struct seq_data *d, unsigned int seq)
	__releases_shared(&d->sl)
{
	return read_seqretry(&d->sl, seq);
}

static void seq_writer_begin(struct seq_data *d)
	__acquires(&d->sl)
{
	write_seqlock(&d->sl);
}

static void seq_writer_end(struct seq_data *d)
	__releases(&d->sl)
{
	write_sequnlock(&d->sl);
}

/* A consistent snapshot of both values, however often it has to retry. */
static int seq_read_both(struct seq_data *d, int *passes)
{
	unsigned int seq;
	int a, b;

	do {
		seq = read_seqbegin(&d->sl);
		a = d->a;
		b = d->b;
		(*passes)++;
	} while (read_seqretry(&d->sl, seq));
	return a == b ? a : -1;
}

/* Run in another task by the retry cases: one write section. */
static int seq_write_increment_fn(void *arg)
{
	struct seq_data *d = arg;

	write_seqlock(&d->sl);
	d->a++;
	d->b++;
	write_sequnlock(&d->sl);
	return 0;
}

static void seqlock_init_test(struct kunit *test)
{
	static DEFINE_SEQLOCK(static_sl);
	struct seq_data d;
	int passes = 0;

	seq_data_init(&d, 4, NULL);
	KUNIT_EXPECT_EQ(test, seq_count(&d), 0U);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_EQ(test, seq_read_both(&d, &passes), 4);
	KUNIT_EXPECT_EQ(test, passes, 1);
	KUNIT_EXPECT_EQ(test, read_seqbegin(&static_sl) & 1, 0U);
	KUNIT_EXPECT_FALSE(test, read_seqretry(&static_sl, 0));
}

static void read_seqbegin_retry_test(struct kunit *test)
{
	struct seq_data d;
	unsigned int seq, before;
	int a, passes = 0;

	seq_data_init(&d, 8, NULL);
	before = seq_count(&d);
	do {
		seq = read_seqbegin(&d.sl);
		/* A lockless reader takes nothing. */
		KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
		KUNIT_EXPECT_NOT_HELD(test, &d.sl.lock);
		a = seq_read_a(&d);
		passes++;
	} while (read_seqretry(&d.sl, seq));
	KUNIT_EXPECT_EQ(test, a, 8);
	KUNIT_EXPECT_EQ(test, passes, 1);
	KUNIT_EXPECT_EQ(test, seq, before);
	KUNIT_EXPECT_EQ(test, seq_count(&d), before);
}

static void read_seqretry_after_write_test(struct kunit *test)
{
	struct seq_data d;
	unsigned int seq;
	int a, passes = 0;

	seq_data_init(&d, 1, NULL);
	do {
		seq = read_seqbegin(&d.sl);
		a = d.a;
		/* A writer gets in while the first pass sleeps. */
		if (!passes++)
			capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	} while (read_seqretry(&d.sl, seq));
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, a, 2);
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
}

static void seqlock_annotated_helpers_test(struct kunit *test)
{
	struct seq_data d;
	unsigned int seq;
	int a, passes = 0;

	seq_data_init(&d, 0, NULL);
	seq_writer_begin(&d);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.sl.lock));
	seq_set_both(&d, 3);
	seq_writer_end(&d);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));

	do {
		seq = seq_reader_begin(&d);
		a = seq_read_a(&d);
		if (!passes++)
			capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	} while (seq_reader_retry(&d, seq));
	KUNIT_EXPECT_EQ(test, a, 4);
	KUNIT_EXPECT_EQ(test, passes, 2);
}

static void write_seqlock_test(struct kunit *test)
{
	struct seq_data d;
	int slot = 0;

	seq_data_init(&d, 0, &slot);
	write_seqlock(&d.sl);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_HELD(test, &d.sl.lock);
	KUNIT_EXPECT_EQ(test, seq_count(&d) & 1, 1U);
	seq_set_both(&d, 5);
	*d.slot = 6;
	write_sequnlock(&d.sl);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.sl.lock);
	/* One write section: the count moved by two. */
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
	KUNIT_EXPECT_EQ(test, slot, 6);
}

/* The write_seqlock() forms, each with the context it promises. */
enum seq_form { SEQ_PLAIN, SEQ_BH, SEQ_IRQ, SEQ_IRQSAVE };

static const enum seq_form seq_forms[] = { SEQ_PLAIN, SEQ_BH, SEQ_IRQ, SEQ_IRQSAVE };

static void seq_form_desc(const enum seq_form *f, char *desc)
{
	static const char * const names[] = {
		[SEQ_PLAIN] = "plain", [SEQ_BH] = "bh",
		[SEQ_IRQ] = "irq", [SEQ_IRQSAVE] = "irqsave",
	};

	strscpy(desc, names[*f], KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(seq_form, seq_forms, seq_form_desc);

static void write_seqlock_forms_test(struct kunit *test)
{
	const enum seq_form *form = test->param_value;
	struct seq_data d;
	unsigned long flags;

	seq_data_init(&d, 0, NULL);
	switch (*form) {
	case SEQ_PLAIN:
		write_seqlock(&d.sl);
		if (!IS_ENABLED(CONFIG_PREEMPT_RT) && IS_ENABLED(CONFIG_PREEMPT_COUNT))
			KUNIT_EXPECT_FALSE(test, preemptible());
		seq_set_both(&d, 1);
		write_sequnlock(&d.sl);
		break;
	case SEQ_BH:
		write_seqlock_bh(&d.sl);
		KUNIT_EXPECT_TRUE(test, in_softirq());
		seq_set_both(&d, 2);
		write_sequnlock_bh(&d.sl);
		KUNIT_EXPECT_FALSE(test, in_softirq());
		break;
	case SEQ_IRQ:
		write_seqlock_irq(&d.sl);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		seq_set_both(&d, 3);
		write_sequnlock_irq(&d.sl);
		break;
	case SEQ_IRQSAVE:
		write_seqlock_irqsave(&d.sl, flags);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
		seq_set_both(&d, 4);
		write_sequnlock_irqrestore(&d.sl, flags);
		break;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
	read_seqlock_excl(&d.sl);
	KUNIT_EXPECT_EQ(test, d.a, (int)*form + 1);
	read_sequnlock_excl(&d.sl);
}

static void write_seqlock_irqsave_irqs_off_test(struct kunit *test)
{
	struct seq_data d;
	unsigned long outer, flags;

	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		kunit_skip(test, "on PREEMPT_RT the spinlock_t of a seqlock_t may not be taken with interrupts off");

	seq_data_init(&d, 0, NULL);
	/* Taken with interrupts already off, the restore keeps them off. */
	local_irq_save(outer);
	write_seqlock_irqsave(&d.sl, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, true);
	seq_set_both(&d, 9);
	write_sequnlock_irqrestore(&d.sl, flags);
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	local_irq_restore(outer);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
}

/* The locking readers: the spinlock is taken, the count does not move. */
static void read_seqlock_excl_forms_test(struct kunit *test)
{
	const enum seq_form *form = test->param_value;
	struct seq_data d;
	unsigned long flags;
	int a = 0;

	seq_data_init(&d, 7, NULL);
	switch (*form) {
	case SEQ_PLAIN:
		read_seqlock_excl(&d.sl);
		KUNIT_EXPECT_HELD(test, &d.sl.lock);
		a = seq_read_a(&d);
		read_sequnlock_excl(&d.sl);
		break;
	case SEQ_BH:
		read_seqlock_excl_bh(&d.sl);
		KUNIT_EXPECT_TRUE(test, in_softirq());
		a = seq_read_a(&d);
		read_sequnlock_excl_bh(&d.sl);
		KUNIT_EXPECT_FALSE(test, in_softirq());
		break;
	case SEQ_IRQ:
		read_seqlock_excl_irq(&d.sl);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		a = seq_read_a(&d);
		read_sequnlock_excl_irq(&d.sl);
		break;
	case SEQ_IRQSAVE:
		read_seqlock_excl_irqsave(&d.sl, flags);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
		a = seq_read_a(&d);
		read_sequnlock_excl_irqrestore(&d.sl, flags);
		break;
	}
	KUNIT_EXPECT_EQ(test, a, 7);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_EQ(test, seq_count(&d), 0U);
}

/* A writer in another task that starts when told to, and says when done. */
struct seq_waiting_writer {
	struct seq_data *d;
	struct completion go;
	struct completion done;
};

static int seq_waiting_writer_fn(void *arg)
{
	struct seq_waiting_writer *w = arg;

	wait_for_completion(&w->go);
	seq_write_increment_fn(w->d);
	complete(&w->done);
	return 0;
}

static void read_seqlock_excl_excludes_writer_test(struct kunit *test)
{
	struct seq_waiting_writer w;
	struct task_struct *task;
	struct seq_data d;

	capability_kunit_need_two_cpus(test);
	seq_data_init(&d, 0, NULL);
	w.d = &d;
	init_completion(&w.go);
	init_completion(&w.done);
	task = kthread_run(seq_waiting_writer_fn, &w, "ca_seq_writer");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));

	read_seqlock_excl(&d.sl);
	complete(&w.go);
	/* The writer is waiting for the spinlock the locking reader holds. */
	mdelay(20);
	KUNIT_EXPECT_FALSE(test, completion_done(&w.done));
	KUNIT_EXPECT_EQ(test, seq_count(&d), 0U);
	KUNIT_EXPECT_EQ(test, seq_read_a(&d), 0);
	read_sequnlock_excl(&d.sl);

	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
	read_seqlock_excl(&d.sl);
	KUNIT_EXPECT_EQ(test, d.a, 1);
	read_sequnlock_excl(&d.sl);
}

static void read_seqbegin_or_lock_uncontended_test(struct kunit *test)
{
	struct seq_data d;
	int seq = 0, a, passes = 0;

	seq_data_init(&d, 0, NULL);
again:
	read_seqbegin_or_lock(&d.sl, &seq);
	passes++;
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	a = d.a;
	if (need_seqretry(&d.sl, seq)) {
		seq = 1;
		goto again;
	}
	done_seqretry(&d.sl, seq);
	KUNIT_EXPECT_EQ(test, passes, 1);
	KUNIT_EXPECT_EQ(test, a, 0);
	KUNIT_EXPECT_EQ(test, seq & 1, 0);
}

static void read_seqbegin_or_lock_test(struct kunit *test)
{
	struct seq_data d;
	int seq = 0, a, passes = 0, locked_passes = 0;

	seq_data_init(&d, 10, NULL);
again:
	read_seqbegin_or_lock(&d.sl, &seq);
	passes++;
	if (seq & 1) {
		/* The second pass is a locking reader. */
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.sl.lock));
		KUNIT_EXPECT_HELD(test, &d.sl.lock);
		locked_passes++;
	}
	a = d.a;
	if (passes == 1)
		capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	if (need_seqretry(&d.sl, seq)) {
		seq = 1;
		goto again;
	}
	done_seqretry(&d.sl, seq);
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, locked_passes, 1);
	KUNIT_EXPECT_EQ(test, a, 11);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
}

static void read_seqbegin_or_lock_irqsave_test(struct kunit *test)
{
	struct seq_data d;
	unsigned long flags;
	int seq = 0, a, passes = 0;

	seq_data_init(&d, 20, NULL);
again:
	flags = read_seqbegin_or_lock_irqsave(&d.sl, &seq);
	passes++;
	if (seq & 1) {
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.sl.lock));
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	} else {
		/* Interrupts go off only for a locking reader. */
		KUNIT_EXPECT_FALSE(test, irqs_disabled());
		KUNIT_EXPECT_EQ(test, flags, 0UL);
	}
	a = d.a;
	if (passes == 1)
		capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	if (need_seqretry(&d.sl, seq)) {
		seq = 1;
		goto again;
	}
	done_seqretry_irqrestore(&d.sl, seq, flags);
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, a, 21);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
}

static void scoped_seqlock_read_lockless_test(struct kunit *test)
{
	struct seq_data d;
	int a = 0, passes = 0;

	seq_data_init(&d, 30, NULL);
	scoped_seqlock_read(&d.sl, ss_lockless) {
		/* Every pass of a lockless reader is lockless. */
		KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
		a = d.a;
		if (!passes++)
			capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	}
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, a, 31);

	passes = 0;
	scoped_seqlock_read(&d.sl, ss_lockless) {
		a = seq_read_a(&d);
		passes++;
	}
	KUNIT_EXPECT_EQ(test, passes, 1);
	KUNIT_EXPECT_EQ(test, a, 31);
}

static void scoped_seqlock_read_lock_test(struct kunit *test)
{
	struct seq_data d;
	int a = 0, passes = 0, locked_passes = 0;

	seq_data_init(&d, 40, NULL);
	scoped_seqlock_read(&d.sl, ss_lock) {
		if (spin_is_locked(&d.sl.lock))
			locked_passes++;
		a = d.a;
		if (!passes++)
			capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	}
	/* The lockless pass failed, the retry took the lock. */
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, locked_passes, 1);
	KUNIT_EXPECT_EQ(test, a, 41);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
}

static void scoped_seqlock_read_lock_irqsave_test(struct kunit *test)
{
	struct seq_data d;
	int a = 0, passes = 0, irqs_off_passes = 0;

	seq_data_init(&d, 50, NULL);
	scoped_seqlock_read(&d.sl, ss_lock_irqsave) {
		if (passes) {
			KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.sl.lock));
			if (irqs_disabled())
				irqs_off_passes++;
		}
		a = d.a;
		if (!passes++)
			capability_kunit_in_other_task(test, seq_write_increment_fn, &d);
	}
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, irqs_off_passes, IS_ENABLED(CONFIG_PREEMPT_RT) ? 0 : 1);
	KUNIT_EXPECT_EQ(test, a, 51);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
}

/*
 * A writer in another task, on another CPU, changing both values as fast
 * as it can; the readers of the case must never see them differ.
 */
struct seq_stress {
	struct seq_data d;
	struct completion started;
	unsigned long writes;
};

static int seq_stress_writer_fn(void *arg)
{
	struct seq_stress *s = arg;

	while (!kthread_should_stop()) {
		write_seqlock(&s->d.sl);
		s->d.a++;
		/* Keep the two apart for a while inside the section. */
		cpu_relax();
		s->d.b++;
		write_sequnlock(&s->d.sl);
		if (!s->writes++)
			complete(&s->started);
		cond_resched();
	}
	return 0;
}

static void seqlock_readers_vs_concurrent_writer_test(struct kunit *test)
{
	struct seq_stress s;
	struct task_struct *writer;
	unsigned long deadline;
	int reads = 0, passes = 0, torn = 0;

	capability_kunit_need_two_cpus(test);
	seq_data_init(&s.d, 0, NULL);
	init_completion(&s.started);
	s.writes = 0;
	writer = kthread_run(seq_stress_writer_fn, &s, "ca_seq_writer");
	KUNIT_ASSERT_FALSE(test, IS_ERR(writer));
	wait_for_completion(&s.started);

	deadline = jiffies + msecs_to_jiffies(100);
	while (time_before(jiffies, deadline)) {
		if (seq_read_both(&s.d, &passes) < 0)
			torn++;
		reads++;
		cond_resched();
	}
	kthread_stop(writer);
	KUNIT_EXPECT_EQ_MSG(test, torn, 0, "%d of %d reads saw a torn pair", torn, reads);
	KUNIT_EXPECT_GT(test, reads, 0);
	kunit_info(test, "%d reads, %d passes (%d retries), %lu writes\n",
		   reads, passes, passes - reads, s.writes);
	write_seqlock(&s.d.sl);
	KUNIT_EXPECT_EQ(test, s.d.a, s.d.b);
	KUNIT_EXPECT_EQ(test, (unsigned long)s.d.a, s.writes);
	write_sequnlock(&s.d.sl);
}

/* One write section of each form, run in another task by the retry case. */
struct seq_form_writer {
	struct seq_data *d;
	enum seq_form form;
};

static int seq_form_writer_fn(void *arg)
{
	struct seq_form_writer *w = arg;
	struct seq_data *d = w->d;
	unsigned long flags;

	switch (w->form) {
	case SEQ_PLAIN:
		write_seqlock(&d->sl);
		seq_set_both(d, d->a + 1);
		write_sequnlock(&d->sl);
		break;
	case SEQ_BH:
		write_seqlock_bh(&d->sl);
		seq_set_both(d, d->a + 1);
		write_sequnlock_bh(&d->sl);
		break;
	case SEQ_IRQ:
		write_seqlock_irq(&d->sl);
		seq_set_both(d, d->a + 1);
		write_sequnlock_irq(&d->sl);
		break;
	case SEQ_IRQSAVE:
		write_seqlock_irqsave(&d->sl, flags);
		seq_set_both(d, d->a + 1);
		write_sequnlock_irqrestore(&d->sl, flags);
		break;
	}
	return 0;
}

static void read_seqretry_after_writer_form_test(struct kunit *test)
{
	const enum seq_form *form = test->param_value;
	struct seq_form_writer w = { .form = *form };
	struct seq_data d;
	unsigned int seq;
	int a, b, passes = 0;

	seq_data_init(&d, 60, NULL);
	w.d = &d;
	do {
		seq = read_seqbegin(&d.sl);
		a = d.a;
		if (!passes++)
			capability_kunit_in_other_task(test, seq_form_writer_fn, &w);
		b = d.b;
	} while (read_seqretry(&d.sl, seq));
	/* Every write form moves the count: the first pass was retried. */
	KUNIT_EXPECT_EQ(test, passes, 2);
	KUNIT_EXPECT_EQ(test, a, 61);
	KUNIT_EXPECT_EQ(test, b, 61);
	KUNIT_EXPECT_EQ(test, seq_count(&d), 2U);
}

static void write_seqlock_excludes_writer_test(struct kunit *test)
{
	struct seq_waiting_writer w;
	struct task_struct *task;
	struct seq_data d;

	capability_kunit_need_two_cpus(test);
	seq_data_init(&d, 0, NULL);
	w.d = &d;
	init_completion(&w.go);
	init_completion(&w.done);
	task = kthread_run(seq_waiting_writer_fn, &w, "ca_seq_writer");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));

	write_seqlock(&d.sl);
	complete(&w.go);
	/* The other writer waits for this one's section to end. */
	mdelay(20);
	KUNIT_EXPECT_FALSE(test, completion_done(&w.done));
	KUNIT_EXPECT_EQ(test, seq_count(&d), 1U);
	seq_set_both(&d, 10);
	write_sequnlock(&d.sl);

	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, seq_count(&d), 4U);
	read_seqlock_excl(&d.sl);
	KUNIT_EXPECT_EQ(test, d.a, 11);
	read_sequnlock_excl(&d.sl);
}

static void read_seqbegin_or_lock_irqsave_uncontended_test(struct kunit *test)
{
	struct seq_data d;
	unsigned long flags;
	int seq = 0, a, passes = 0;

	seq_data_init(&d, 70, NULL);
again:
	flags = read_seqbegin_or_lock_irqsave(&d.sl, &seq);
	passes++;
	/* A lockless pass: no lock, interrupts left on. */
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.sl.lock));
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	a = seq_read_a(&d);
	if (need_seqretry(&d.sl, seq)) {
		seq = 1;
		goto again;
	}
	done_seqretry_irqrestore(&d.sl, seq, flags);
	KUNIT_EXPECT_EQ(test, passes, 1);
	KUNIT_EXPECT_EQ(test, a, 70);
	KUNIT_EXPECT_EQ(test, flags, 0UL);
}

static void seqlock_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case seqlock_test_cases[] = {
	KUNIT_CASE(seqlock_lockdep_enabled_test),
	KUNIT_CASE(seqlock_init_test),
	KUNIT_CASE(read_seqbegin_retry_test),
	KUNIT_CASE(read_seqretry_after_write_test),
	KUNIT_CASE(seqlock_annotated_helpers_test),
	KUNIT_CASE(write_seqlock_test),
	KUNIT_CASE_PARAM(write_seqlock_forms_test, seq_form_gen_params),
	KUNIT_CASE(write_seqlock_irqsave_irqs_off_test),
	KUNIT_CASE_PARAM(read_seqlock_excl_forms_test, seq_form_gen_params),
	KUNIT_CASE(read_seqlock_excl_excludes_writer_test),
	KUNIT_CASE(read_seqbegin_or_lock_uncontended_test),
	KUNIT_CASE(read_seqbegin_or_lock_test),
	KUNIT_CASE(read_seqbegin_or_lock_irqsave_test),
	KUNIT_CASE(scoped_seqlock_read_lockless_test),
	KUNIT_CASE(scoped_seqlock_read_lock_test),
	KUNIT_CASE(scoped_seqlock_read_lock_irqsave_test),
	KUNIT_CASE(seqlock_readers_vs_concurrent_writer_test),
	KUNIT_CASE_PARAM(read_seqretry_after_writer_form_test, seq_form_gen_params),
	KUNIT_CASE(write_seqlock_excludes_writer_test),
	KUNIT_CASE(read_seqbegin_or_lock_irqsave_uncontended_test),
	{}
};

static struct kunit_suite seqlock_test_suite = {
	.name = "capability_analysis_seqlock",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = seqlock_test_cases,
};
kunit_test_suite(seqlock_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of seqlock_t");
MODULE_LICENSE("GPL");
