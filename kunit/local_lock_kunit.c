// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_local_lock: local_lock_t used correctly, as
 * the capability annotations describe it: the per-CPU local_lock_t is the
 * capability, and the per-CPU data next to it is __guarded_by() it. Compiled
 * with the analysis and -Werror; at run time each case checks the state the
 * lock form promises: preemption or migration disabled, interrupts or BH
 * off, the lock's owner. On PREEMPT_RT local_lock_t is a per-CPU spinlock:
 * it disables migration instead of preemption, and its _irq and _irqsave
 * forms leave interrupts on (flags are 0).
 */

#include <linux/bottom_half.h>
#include <linux/irqflags.h>
/* local_lock.h uses current without including it. */
#include <linux/sched.h>
#include <linux/local_lock.h>
#include <linux/percpu.h>
#include <linux/preempt.h>
#include <linux/smp.h>
#include <linux/timer.h>

#include "capability_kunit.h"

struct ll_data {
	local_lock_t lock;
	int counter __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct ll_data, ll_data) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

/* A second lock, taken nested inside the first. */
static DEFINE_PER_CPU(struct ll_data, ll_inner) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

/* Only ever taken in softirq context or with BH disabled, as lockdep wants. */
static DEFINE_PER_CPU(struct ll_data, ll_bh_data) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

/*
 * Whether @l is held by this task, where the config can tell: PREEMPT_RT's
 * spinlock, or the owner that lockdep's local_lock_t keeps.
 */
static int local_lock_owner_state(local_lock_t *l)
{
#if defined(CONFIG_PREEMPT_RT)
	return spin_is_locked(l);
#elif defined(CONFIG_DEBUG_LOCK_ALLOC)
	return READ_ONCE(l->owner) == current;
#else
	return -1;
#endif
}

#define KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, l, owned)			\
	do {								\
		int __state = local_lock_owner_state(l);		\
									\
		if (__state >= 0)					\
			KUNIT_EXPECT_EQ_MSG(test, __state, (int)(owned), \
					    "%s: owner", #l);		\
	} while (0)

/* A local lock pins the task to its CPU: by preemption, or on RT migration. */
static bool ll_pinned(void)
{
#ifdef CONFIG_PREEMPT_RT
	return current->migration_disabled;
#else
	return !IS_ENABLED(CONFIG_PREEMPT_COUNT) || !preemptible();
#endif
}

/* Whether ll_pinned() can say "not pinned" in this config. */
static bool ll_pin_visible(void)
{
	return IS_ENABLED(CONFIG_PREEMPT_RT) || IS_ENABLED(CONFIG_PREEMPT_COUNT);
}

static int ll_read_this_cpu(void)
	__must_hold(&ll_data.lock)
{
	return this_cpu_ptr(&ll_data)->counter;
}

static void ll_lock(void)
	__acquires(&ll_data.lock)
{
	local_lock(&ll_data.lock);
}

static void ll_unlock(void)
	__releases(&ll_data.lock)
{
	local_unlock(&ll_data.lock);
}

static void local_lock_test(struct kunit *test)
{
	int before, cpu;

	local_lock(&ll_data.lock);
	cpu = smp_processor_id();
	KUNIT_EXPECT_TRUE(test, ll_pinned());
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
	KUNIT_EXPECT_HELD(test, this_cpu_ptr(&ll_data.lock));
	before = this_cpu_ptr(&ll_data)->counter;
	this_cpu_ptr(&ll_data)->counter++;
	KUNIT_EXPECT_EQ(test, ll_read_this_cpu(), before + 1);
	local_unlock(&ll_data.lock);
	/* Outside the lock this task may migrate: name the CPU it used. */
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, per_cpu_ptr(&ll_data.lock, cpu), false);
	KUNIT_EXPECT_NOT_HELD(test, per_cpu_ptr(&ll_data.lock, cpu));
}

static void local_lock_irq_test(struct kunit *test)
{
	int before;

	local_lock_irq(&ll_data.lock);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	KUNIT_EXPECT_TRUE(test, ll_pinned());
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
	before = ll_read_this_cpu();
	this_cpu_ptr(&ll_data)->counter = before + 2;
	local_unlock_irq(&ll_data.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

static void local_lock_irqsave_test(struct kunit *test)
{
	unsigned long outer, flags;

	local_lock_irqsave(&ll_data.lock, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
	KUNIT_EXPECT_HELD(test, this_cpu_ptr(&ll_data.lock));
	this_cpu_ptr(&ll_data)->counter++;
	local_unlock_irqrestore(&ll_data.lock, flags);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	/* On PREEMPT_RT a sleeping lock may not be taken with interrupts off. */
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		return;
	/* Taken with interrupts already off, the restore keeps them off. */
	local_irq_save(outer);
	local_lock_irqsave(&ll_data.lock, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, true);
	this_cpu_ptr(&ll_data)->counter++;
	local_unlock_irqrestore(&ll_data.lock, flags);
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	local_irq_restore(outer);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

static void local_lock_nested_bh_test(struct kunit *test)
{
	int before;

	/* The _nested_bh form is for code that already runs with BH off. */
	local_bh_disable();
	local_lock_nested_bh(&ll_data.lock);
	KUNIT_EXPECT_TRUE(test, in_softirq());
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
	KUNIT_EXPECT_HELD(test, this_cpu_ptr(&ll_data.lock));
	before = ll_read_this_cpu();
	this_cpu_ptr(&ll_data)->counter = before + 1;
	local_unlock_nested_bh(&ll_data.lock);
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), false);
	/* Unlocking did not enable BH: that is the caller's. */
	KUNIT_EXPECT_TRUE(test, in_softirq());
	local_bh_enable();
	KUNIT_EXPECT_FALSE(test, in_softirq());
}

static int ll_guard_add(int n, bool early)
{
	guard(local_lock)(&ll_data.lock);
	if (early)
		return -1;
	this_cpu_ptr(&ll_data)->counter += n;
	return this_cpu_ptr(&ll_data)->counter;
}

static void local_lock_guard_test(struct kunit *test)
{
	int before, after;

	scoped_guard(local_lock, &ll_data.lock) {
		KUNIT_EXPECT_TRUE(test, ll_pinned());
		before = ll_read_this_cpu();
	}
	/* The guard releases on both returns. */
	KUNIT_EXPECT_EQ(test, ll_guard_add(5, true), -1);
	if (ll_pin_visible())
		KUNIT_EXPECT_FALSE(test, ll_pinned());
	after = ll_guard_add(5, false);
	if (ll_pin_visible())
		KUNIT_EXPECT_FALSE(test, ll_pinned());
	/* Another CPU's counter if the task migrated in between. */
	if (num_possible_cpus() == 1)
		KUNIT_EXPECT_EQ(test, after, before + 5);
}

static void local_lock_irq_guard_test(struct kunit *test)
{
	int i;

	{
		guard(local_lock_irq)(&ll_data.lock);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		this_cpu_ptr(&ll_data)->counter++;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	/* ... and when the body leaves the scope with break. */
	for (i = 0; i < 3; i++) {
		scoped_guard(local_lock_irq, &ll_data.lock) {
			this_cpu_ptr(&ll_data)->counter++;
			if (i == 1)
				break;
		}
		KUNIT_EXPECT_FALSE(test, irqs_disabled());
	}
}

static void local_lock_irqsave_guard_test(struct kunit *test)
{
	unsigned long outer;

	scoped_guard(local_lock_irqsave, &ll_data.lock) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		this_cpu_ptr(&ll_data)->counter++;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	/* On PREEMPT_RT a sleeping lock may not be taken with interrupts off. */
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		return;
	local_irq_save(outer);
	scoped_guard(local_lock_irqsave, &ll_data.lock) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		this_cpu_ptr(&ll_data)->counter++;
	}
	/* The guard restored the state it found: off. */
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	local_irq_restore(outer);
}

static void local_lock_nested_bh_guard_test(struct kunit *test)
{
	local_bh_disable();
	scoped_guard(local_lock_nested_bh, &ll_data.lock) {
		KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
		this_cpu_ptr(&ll_data)->counter++;
	}
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), false);
	local_bh_enable();
	KUNIT_EXPECT_FALSE(test, in_softirq());
}

static void local_lock_annotated_helpers_test(struct kunit *test)
{
	int before;

	ll_lock();
	KUNIT_EXPECT_TRUE(test, ll_pinned());
	KUNIT_EXPECT_HELD(test, this_cpu_ptr(&ll_data.lock));
	before = ll_read_this_cpu();
	this_cpu_ptr(&ll_data)->counter++;
	KUNIT_EXPECT_EQ(test, ll_read_this_cpu(), before + 1);
	ll_unlock();
	if (ll_pin_visible())
		KUNIT_EXPECT_FALSE(test, ll_pinned());
}

static void local_lock_init_dynamic_test(struct kunit *test)
{
	struct ll_data __percpu *p = alloc_percpu(struct ll_data);
	int cpu;

	KUNIT_ASSERT_NOT_NULL(test, p);
	for_each_possible_cpu(cpu) {
		/* per_cpu_ptr(p, cpu) is one lock to the analysis. */
		guard(local_lock_init)(&per_cpu_ptr(p, cpu)->lock);
		per_cpu_ptr(p, cpu)->counter = 0;
	}
	local_lock(&p->lock);
	cpu = smp_processor_id();
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&p->lock), true);
	KUNIT_EXPECT_HELD(test, this_cpu_ptr(&p->lock));
	KUNIT_EXPECT_PTR_EQ(test, this_cpu_ptr(&p->lock), &per_cpu_ptr(p, cpu)->lock);
	this_cpu_ptr(p)->counter += 3;
	KUNIT_EXPECT_EQ(test, this_cpu_ptr(p)->counter, 3);
	local_unlock(&p->lock);
	for_each_possible_cpu(cpu)
		KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, per_cpu_ptr(&p->lock, cpu), false);
	free_percpu(p);
}

/* What a kthread bound to one CPU saw of that CPU's data. */
struct ll_on_cpu {
	struct completion done;
	int cpu;
	int before;
	int after;
	bool same_data;
	bool pinned;
	int owned;
};

static int ll_add_on_this_cpu_fn(void *arg)
{
	struct ll_on_cpu *r = arg;

	local_lock(&ll_data.lock);
	r->cpu = smp_processor_id();
	r->pinned = ll_pinned();
	r->owned = local_lock_owner_state(this_cpu_ptr(&ll_data.lock));
	r->same_data = this_cpu_ptr(&ll_data) == per_cpu_ptr(&ll_data, r->cpu);
	r->before = this_cpu_ptr(&ll_data)->counter;
	this_cpu_ptr(&ll_data)->counter += r->cpu + 1;
	r->after = ll_read_this_cpu();
	local_unlock(&ll_data.lock);
	complete(&r->done);
	return capability_kunit_holder_done();
}

static void local_lock_per_cpu_data_test(struct kunit *test)
{
	struct ll_on_cpu r;
	int cpu;

	for_each_online_cpu(cpu) {
		struct task_struct *t;

		init_completion(&r.done);
		r.cpu = -1;
		t = kthread_run_on_cpu(ll_add_on_this_cpu_fn, &r, cpu, "ca_ll_%u");
		KUNIT_ASSERT_FALSE(test, IS_ERR(t));
		wait_for_completion(&r.done);
		kthread_stop(t);
		/* Each CPU's lock and data are that CPU's, held where it ran. */
		KUNIT_EXPECT_EQ(test, r.cpu, cpu);
		KUNIT_EXPECT_TRUE(test, r.pinned);
		if (r.owned >= 0)
			KUNIT_EXPECT_EQ(test, r.owned, 1);
		KUNIT_EXPECT_TRUE(test, r.same_data);
		KUNIT_EXPECT_EQ(test, r.after - r.before, cpu + 1);
	}
}

static void local_lock_nested_locks_test(struct kunit *test)
{
	int sum;

	local_lock(&ll_data.lock);
	local_lock(&ll_inner.lock);
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_inner.lock), true);
	this_cpu_ptr(&ll_inner)->counter++;
	sum = this_cpu_ptr(&ll_inner)->counter + ll_read_this_cpu();
	local_unlock(&ll_inner.lock);
	/* The outer one is still held. */
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_inner.lock), false);
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, this_cpu_ptr(&ll_data.lock), true);
	KUNIT_EXPECT_TRUE(test, ll_pinned());
	local_unlock(&ll_data.lock);
	KUNIT_EXPECT_GT(test, sum, 0);
}

/* local_lock_nested_bh() where it belongs: in a softirq, here a timer's. */
struct ll_softirq {
	struct timer_list timer;
	struct completion done;
	bool in_softirq;
	bool owned;
	int delta;
};

static void ll_softirq_timer_fn(struct timer_list *t)
{
	struct ll_softirq *s = from_timer(s, t, timer);
	int before;

	local_lock_nested_bh(&ll_bh_data.lock);
	s->in_softirq = in_serving_softirq();
	s->owned = local_lock_owner_state(this_cpu_ptr(&ll_bh_data.lock)) != 0;
	before = this_cpu_ptr(&ll_bh_data)->counter;
	this_cpu_ptr(&ll_bh_data)->counter++;
	s->delta = this_cpu_ptr(&ll_bh_data)->counter - before;
	local_unlock_nested_bh(&ll_bh_data.lock);
	complete(&s->done);
}

static void local_lock_nested_bh_in_softirq_test(struct kunit *test)
{
	struct ll_softirq s = { .in_softirq = false };

	init_completion(&s.done);
	timer_setup_on_stack(&s.timer, ll_softirq_timer_fn, 0);
	mod_timer(&s.timer, jiffies + 1);
	wait_for_completion(&s.done);
	del_timer_sync(&s.timer);
	destroy_timer_on_stack(&s.timer);
	KUNIT_EXPECT_TRUE(test, s.in_softirq);
	KUNIT_EXPECT_TRUE(test, s.owned);
	KUNIT_EXPECT_EQ(test, s.delta, 1);
}

/* The guards release on every way out of their scope. */
CAPABILITY_KUNIT_EXIT_PARAMS(local_lock_exit);

static int ll_guard_leave(struct kunit *test, enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(local_lock, &ll_data.lock) {
			KUNIT_EXPECT_TRUE(test, ll_pinned());
			this_cpu_ptr(&ll_data)->counter++;
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
		if (ll_pin_visible())
			KUNIT_EXPECT_FALSE(test, ll_pinned());
	}
out:
	return runs;
}

static void local_lock_guard_exit_test(struct kunit *test)
{
	const enum capability_kunit_exit *how = test->param_value;

	KUNIT_EXPECT_EQ(test, ll_guard_leave(test, *how), capability_kunit_exit_runs(*how));
	if (ll_pin_visible())
		KUNIT_EXPECT_FALSE(test, ll_pinned());
	KUNIT_EXPECT_LOCAL_LOCK_OWNED(test, raw_cpu_ptr(&ll_data.lock), false);
}

static int ll_irqsave_guard_leave(struct kunit *test, enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(local_lock_irqsave, &ll_data.lock) {
			KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
			this_cpu_ptr(&ll_data)->counter++;
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
		KUNIT_EXPECT_FALSE(test, irqs_disabled());
	}
out:
	return runs;
}

static void local_lock_irqsave_guard_exit_test(struct kunit *test)
{
	const enum capability_kunit_exit *how = test->param_value;

	/* Every exit restores the interrupt state it found. */
	KUNIT_EXPECT_EQ(test, ll_irqsave_guard_leave(test, *how),
			capability_kunit_exit_runs(*how));
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	if (ll_pin_visible())
		KUNIT_EXPECT_FALSE(test, ll_pinned());
}

static void local_lock_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case local_lock_test_cases[] = {
	KUNIT_CASE(local_lock_lockdep_enabled_test),
	KUNIT_CASE(local_lock_test),
	KUNIT_CASE(local_lock_irq_test),
	KUNIT_CASE(local_lock_irqsave_test),
	KUNIT_CASE(local_lock_nested_bh_test),
	KUNIT_CASE(local_lock_guard_test),
	KUNIT_CASE(local_lock_irq_guard_test),
	KUNIT_CASE(local_lock_irqsave_guard_test),
	KUNIT_CASE(local_lock_nested_bh_guard_test),
	KUNIT_CASE(local_lock_annotated_helpers_test),
	KUNIT_CASE(local_lock_init_dynamic_test),
	KUNIT_CASE(local_lock_per_cpu_data_test),
	KUNIT_CASE(local_lock_nested_locks_test),
	KUNIT_CASE(local_lock_nested_bh_in_softirq_test),
	KUNIT_CASE_PARAM(local_lock_guard_exit_test, local_lock_exit_gen_params),
	KUNIT_CASE_PARAM(local_lock_irqsave_guard_exit_test, local_lock_exit_gen_params),
	{}
};

static struct kunit_suite local_lock_test_suite = {
	.name = "capability_analysis_local_lock",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = local_lock_test_cases,
};
kunit_test_suite(local_lock_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of local_lock_t");
MODULE_LICENSE("GPL");
