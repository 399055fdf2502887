// SPDX-License-Identifier: GPL-2.0
/* The case array of kunit/srcu_kunit.c when um-demo/test.log was recorded. */

static struct kunit_case srcu_test_cases[] = {
	KUNIT_CASE(srcu_lockdep_enabled_test),
	KUNIT_CASE(srcu_read_lock_test),
	KUNIT_CASE(srcu_read_lock_nested_test),
	KUNIT_CASE(srcu_read_lock_nmisafe_test),
	KUNIT_CASE(srcu_read_lock_notrace_test),
	KUNIT_CASE(srcu_down_read_handoff_test),
	KUNIT_CASE(srcu_guard_test),
	KUNIT_CASE(synchronize_srcu_waits_for_reader_test),
	KUNIT_CASE(srcu_domains_independent_test),
	KUNIT_CASE(synchronize_srcu_updater_test),
	KUNIT_CASE(srcu_dereference_check_test),
	KUNIT_CASE(srcu_static_test),
	KUNIT_CASE(srcu_annotated_helpers_test),
	KUNIT_CASE(srcu_two_domains_nested_test),
	KUNIT_CASE(call_srcu_test),
	KUNIT_CASE(synchronize_srcu_expedited_test),
	KUNIT_CASE_PARAM(srcu_guard_exit_test, srcu_exit_gen_params),
	{}
};

static struct kunit_suite srcu_test_suite = {
	.name = "capability_analysis_srcu",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = srcu_test_cases,
};
