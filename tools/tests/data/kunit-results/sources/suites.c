// SPDX-License-Identifier: GPL-2.0
/* The suites of um.json and x86_64.json, as tools/kunit_results.py reads them. */

static struct kunit_case spinlock_test_cases[] = {
	KUNIT_CASE(spin_lock_test),
	KUNIT_CASE(spin_lockdep_enabled_test),
	KUNIT_CASE(spin_trylock_fail_test),
	/* KUNIT_CASE(commented_out_test), */
#ifdef CONFIG_SOMETHING
	KUNIT_CASE(only_in_some_configs_test),
#endif
	{}
};

static struct kunit_suite spinlock_test_suite = {
	.name = "capability_analysis_spinlock",
	.test_cases = spinlock_test_cases,
};

static struct kunit_case mutex_test_cases[] = {
	KUNIT_CASE(mutex_lock_test),
	KUNIT_CASE_PARAM(mutex_param_test, mutex_gen_params),
	{}
};

static struct kunit_suite mutex_test_suite = {
	.name = "capability_analysis_mutex",
	.test_cases = mutex_test_cases,
};
