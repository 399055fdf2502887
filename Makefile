# SPDX-License-Identifier: GPL-2.0
#
# Compile-time lock checking for Linux 6.12: the capability-analysis patch
# series, its KUnit suite, the negative corpus and its goldens.
#
#   make setup              packages, kernel tree, patches (fresh machine)
#   make check              every test (what CI runs)
#   make kunit ARCH=um|x86_64|arm64
#   make kunit-rt ARCH=x86_64|arm64, make kunit-gcc ARCH=um|x86_64|arm64
#   make check-diagnostics  negative corpus against expected-diagnostics/
#
# See README.md. Every kernel build lives in its own folder under build/
# and is reused: alternate arches and re-runs build incrementally.

SHELL := /bin/bash
TOP := $(CURDIR)
BUILD ?= $(TOP)/build
TREE := $(BUILD)/linux-source-6.12
PRISTINE_TREE := $(BUILD)/pristine-src
TARBALL ?= /usr/src/linux-source-6.12.tar.xz
# One job per CPU. One more was tried (9e87391) and did not pay: a UML
# kernel from nothing 245 s against 252 s, kunit-x86_64 460 s against 462
# s, the arm64 PREEMPT_RT kernel 442 s against 390 s.
JOBS ?= $(shell nproc)
LLVM_SUFFIX ?= -22
KUNIT_TIMEOUT ?= 600
PYTHON ?= python3

ARCH ?= x86_64
KUNIT_DIR := lib/capability-analysis-kunit
# Build folders of another Clang than the primary one get its suffix.
cc_tag := $(if $(filter-out -22,$(LLVM_SUFFIX)),-clang$(LLVM_SUFFIX))
KUNIT_BUILD = $(BUILD)/kunit-$(ARCH)$(cc_tag)
KUNITPY := ./tools/testing/kunit/kunit.py

PACKAGES := linux-source-6.12 clang-22 clangd-22 lld-22 llvm-22 clang-19 lld-19 llvm-19 \
	gcc make git sparse qemu-system-x86 qemu-system-arm flex bison bc \
	libelf-dev libssl-dev cpio python3 xz-utils rsync \
	python3-jsonschema python3-yaml yamllint python3-mypy

# The KUnit kernels leave out what no suite uses (ACPI or UEFI, the block
# layer, the input layer, ...): kunit/configs/lean-<arch>.config.
lean_x86_64 := --kunitconfig=$(TOP)/kunit/configs/lean-x86_64.config
lean_arm64 := --kunitconfig=$(TOP)/kunit/configs/lean-arm64.config
lean_um := --kunitconfig=$(TOP)/kunit/configs/lean-um.config
# kunit.py arguments per architecture. UML (kunit.py's default) has no SMP
# symbol, so SMP comes from a fragment for the QEMU arches, with 2 CPUs.
# x86_64 also runs the KUnit tests of the opted-in subsystems, and has the
# options of modules.config (module loading, debugfs, an initramfs), so that
# make kunit-modules ARCH=x86_64 starts from a copy of its build folder.
kunit_args_um := $(lean_um)
kunit_args_x86_64 := --arch=x86_64 --kunitconfig=$(TOP)/kunit/configs/smp.config \
	--kunitconfig=$(TOP)/kunit/configs/subsystem-tests.config \
	--kunitconfig=$(TOP)/kunit/configs/modules.config $(lean_x86_64) --qemu_args='-smp 2'
kunit_args_arm64 := --arch=arm64 --kunitconfig=$(TOP)/kunit/configs/smp.config \
	$(lean_arm64) --qemu_args='-smp 2'
# Run-only arguments (kunit.py config rejects them). On x86_64 QEMU's i8042
# keyboard probes asynchronously and its "input: AT Raw Set 2 keyboard" line
# can land between a suite's "KTAP version 1" and "# Subtest:", which
# kunit.py's parser then reads as 17 missing suites: no keyboard. (The
# lean kernels have no keyboard driver; the arguments keep a kernel
# configured without the fragment safe.)
kunit_run_args_x86_64 := --kernel_args=i8042.nokbd --kernel_args=i8042.noaux

# The prepared x86_64 KUnit build is also the compile context of the
# negative corpus: its cases get that object's exact flags.
DIAG_BUILD := $(BUILD)/kunit-x86_64$(cc_tag)
DIAG_OBJ := $(KUNIT_DIR)/spinlock_kunit.o
# Directories of cases that need another object's flags name it in a file
# OBJECT (negative-tests/atomic/: the atomic-context layer's object).
DIAG_OBJS := $(DIAG_OBJ) $(sort $(shell cat $(TOP)/negative-tests/*/OBJECT 2>/dev/null | grep -v '^\#'))
DIAG_ARGS = --build-dir $(DIAG_BUILD) --tree $(TREE) --obj $(DIAG_OBJ) -j $(JOBS)

.PHONY: help setup packages tree patches export-patches rebase-series kunit kunit-rt kunit-gcc \
	diag-prepare check-diagnostics update-diagnostics canary sparse \
	checkpatch check-bisect test-tools check clean compile-test-up compile-test-smp kerneldoc \
	analysis-cost analysis-instructions analysis-profile lock-deletion count-annotations init-then-lock \
	tree-wide capability-report \
	gate-clang \
	diag-coverage api-coverage check-escape-hatches kunit-results \
	check-diagnostics-arm64 subsystems gate-test kunit-modules clangd-check primary-clang \
	check-steps diag-prepare-arm64 kcidb kcidb-merge shard-test annotated-headers optin-free optin-cost check-diagnostics-nopch \
	mutation-score may-sleep-cases update-may-sleep-cases check-diagnostics-smp \
	update-diagnostics-smp

help:
	@sed -n '3,13p' Makefile | sed 's/^# \{0,1\}//'

setup: packages patches

packages:
	@missing=$$(for p in $(PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "setup: installing:" $$missing; \
		if [ "$$(id -u)" != 0 ]; then echo "setup: need root to install packages" >&2; exit 1; fi; \
		apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	else echo "setup: all $(words $(PACKAGES)) packages installed"; fi

tree:
	$(PYTHON) tools/prepare_tree.py --tarball $(TARBALL) --tree $(TREE) --extract-only

patches:
	$(PYTHON) tools/prepare_tree.py --tarball $(TARBALL) --tree $(TREE) \
		--patches kernel-patches --kunit kunit

export-patches:
	$(PYTHON) tools/export_patches.py --tree $(TREE) --out kernel-patches

# Squash the tree's "fixup!" commits into their patches (or reorder, edit:
# git rebase -i --autosquash base) without making the build folders start
# over: every file whose content the rebase leaves as it was gets its time
# back (tools/keep_mtimes.py). GIT_SEQUENCE_EDITOR=true for no editor.
rebase-series:
	$(PYTHON) tools/keep_mtimes.py --tree $(TREE) -- git rebase -i --autosquash base

check-tree:
	@test -d $(TREE)/.git || { echo "no prepared kernel tree at $(TREE): run make setup" >&2; exit 1; }
	@$(PYTHON) tools/tree_stamp.py check --tree $(TREE) --patches $(TOP)/kernel-patches
	@command -v clang$(LLVM_SUFFIX) >/dev/null || { echo "clang$(LLVM_SUFFIX) is not installed: run make setup" >&2; exit 1; }

# kunit.py run in build folder $(2), its output also in $(2)/kunit.py.log.
# Then tools/kunit_results.py --stopped reads the kernel's console log
# ($(2)/test.log): if it stopped before the run's end (kunit.py's --timeout
# killed a hang, or the kernel crashed), it prints one line naming the case
# that was running (timed out, or crashed with the first oops line) and how
# many did not run after it, where kunit.py reports them all as crashed.
# The rule fails with kunit.py's status, or 1 if only the log shows the stop
# (kunit.py passes a run whose last case, a parameterized one, crashed).
# $(call kunit_run,config,build folder,kunit.py run arguments)
define kunit_run
	rm -f $(2)/kunit-results.json $(2)/test.log $(2)/kunit.py.log
	mkdir -p $(2)
	set -o pipefail; cd $(TREE) && PYTHONUNBUFFERED=1 $(KUNITPY) run $(3) \
		--build_dir=$(2) --jobs $(JOBS) --timeout $(KUNIT_TIMEOUT) \
		--json=$(2)/kunit-results.json | tee $(2)/kunit.py.log; rc=$$?; \
	cd $(TOP) && $(PYTHON) tools/kunit_results.py --stopped $(1)=$(2) || \
		{ [ $$rc -ne 0 ] || rc=1; }; exit $$rc
endef

kunit: check-tree
	@test -n "$(filter $(ARCH),um x86_64 arm64)" || { echo "ARCH must be um, x86_64 or arm64" >&2; exit 1; }
	$(call kunit_run,$(ARCH),$(KUNIT_BUILD),--kunitconfig=$(KUNIT_DIR) $(kunit_args_$(ARCH)) \
		$(kunit_run_args_$(ARCH)) --make_options LLVM=$(LLVM_SUFFIX))

# PREEMPT_RT: spinlock_t, rwlock_t and mutex are rtmutex-based, and the
# RT variants of the lock headers are used. RT drops DEBUG_MUTEXES, so it has
# a kunitconfig of its own. ARCH=x86_64 or arm64 (make check runs arm64:
# one kernel for both "RT" and "arm64 in QEMU", see README "Step times").
kunit-rt: check-tree
	@test -n "$(filter $(ARCH),x86_64 arm64)" || { echo "kunit-rt: ARCH must be x86_64 or arm64" >&2; exit 1; }
	$(call kunit_run,rt-$(ARCH),$(BUILD)/kunit-rt-$(ARCH)$(cc_tag),--arch=$(ARCH) \
		--kunitconfig=$(TOP)/kunit/configs/rt.kunitconfig $(lean_$(ARCH)) --qemu_args='-smp 2' \
		$(kunit_run_args_$(ARCH)) --make_options LLVM=$(LLVM_SUFFIX))

# GCC compatibility: the series must change nothing for GCC. The suite runs
# without the analysis (which needs Clang); KCFLAGS=-Werror turns any
# warning in the KUnit kernel into a build failure. ARCH=um (what a plain
# "kunit.py run" builds: UML with GCC, uniprocessor; make check runs this
# one), x86_64 or arm64 (SMP, 2 CPUs in QEMU).
# On UML, GCC 12's -Wmissing-prototypes warns about 6.12's own lib/iomap.c
# (ioread64_lo_hi() and seven more: <asm-generic/iomap.h> declares them
# under #ifdef readq, which UML's headers have not defined there; a tree
# warning the series does not touch).
# Only that warning of only that object is not an error; it still prints.
gcc_args_um := $(lean_um) --make_options CFLAGS_iomap.o=-Wno-error=missing-prototypes
gcc_args_x86_64 := --arch=x86_64 --kunitconfig=$(TOP)/kunit/configs/smp.config $(lean_x86_64) \
	--qemu_args='-smp 2' $(kunit_run_args_x86_64)
gcc_args_arm64 := --arch=arm64 --kunitconfig=$(TOP)/kunit/configs/smp.config $(lean_arm64) \
	--qemu_args='-smp 2'
kunit-gcc: check-tree
	@test -n "$(filter $(ARCH),um x86_64 arm64)" || { echo "kunit-gcc: ARCH must be um, x86_64 or arm64" >&2; exit 1; }
	$(call kunit_run,gcc-$(ARCH),$(BUILD)/kunit-gcc-$(ARCH),--kunitconfig=$(TOP)/kunit/configs/gcc.kunitconfig \
		$(gcc_args_$(ARCH)) --make_options KCFLAGS=-Werror)

# The suites as loadable modules, as a kernel tester runs them on a kernel
# of their own: every suite =m (kunit/configs/modules.config merged over the
# suite's kunitconfig), built by kunit.py, then loaded one by one in QEMU
# from an initramfs whose /init prints each suite's debugfs results
# (tools/kunit_modules.py: every module loads and unloads, every case passes
# or is a listed skip, lockdep stays on, no splat). COMPILER=gcc builds the
# suites with GCC, without the analysis (x86_64).
# On x86_64 with Clang the configuration is make kunit ARCH=x86_64's with
# the suites (and kfence_test, which is not loaded) =m, so a first build
# starts from a copy of kunit-x86_64's folder when that one is built: only
# the suites and what depends on their options are compiled again, instead
# of a kernel from nothing (which it builds where there is no such folder,
# e.g. as a CI shard of its own). The corpus's precompiled headers
# (capability-diag-pch/, most of that folder's size) are not copied.
COMPILER ?= clang
mod_tag = $(if $(filter gcc,$(COMPILER)),-gcc)
MODULES_BUILD = $(BUILD)/kunit-modules$(mod_tag)-$(ARCH)$(if $(mod_tag),,$(cc_tag))
mod_base_clang := $(TOP)/kunit/.kunitconfig
mod_base_gcc := $(TOP)/kunit/configs/gcc.kunitconfig
mod_make_clang = LLVM=$(LLVM_SUFFIX)
mod_make_gcc = KCFLAGS=-Werror
mod_extra_clang_x86_64 := $(TOP)/kunit/configs/subsystem-tests.config
mod_seed_clang_x86_64 = $(KUNIT_BUILD)
kunit-modules: check-tree
	@test -n "$(filter $(ARCH),x86_64 arm64)" || { echo "ARCH must be x86_64 or arm64" >&2; exit 1; }
	@test -n "$(filter $(COMPILER)-$(ARCH),clang-x86_64 clang-arm64 gcc-x86_64)" || \
		{ echo "COMPILER must be clang, or gcc with ARCH=x86_64" >&2; exit 1; }
	@seed=$(mod_seed_$(COMPILER)_$(ARCH)); \
	if [ -n "$$seed" ] && [ ! -f $(MODULES_BUILD)/.config ] && [ -f $$seed/vmlinux ]; then \
		echo "kunit-modules: starting from a copy of $$seed"; \
		mkdir -p $(MODULES_BUILD) && \
		rsync -a --exclude=/capability-diag-pch $$seed/ $(MODULES_BUILD)/ && \
		rm -f $(MODULES_BUILD)/kunit-results.json $(MODULES_BUILD)/test.log \
			$(MODULES_BUILD)/kunit.py.log; \
	fi
	@mkdir -p $(MODULES_BUILD)
	@{ sed -E 's/^(CONFIG_(CAPABILITY_ANALYSIS_[A-Z_]+_KUNIT_TEST|KFENCE_KUNIT_TEST))=y$$/\1=m/' \
		$(mod_base_$(COMPILER)) $(mod_extra_$(COMPILER)_$(ARCH)) && \
	  grep '^CONFIG' $(TOP)/kunit/configs/modules.config; } > $(MODULES_BUILD)/modules.kunitconfig
	cd $(TREE) && $(KUNITPY) build --arch=$(ARCH) \
		--kunitconfig=$(MODULES_BUILD)/modules.kunitconfig \
		--kunitconfig=$(TOP)/kunit/configs/smp.config $(lean_$(ARCH)) \
		--build_dir=$(MODULES_BUILD) --make_options $(mod_make_$(COMPILER)) --jobs $(JOBS)
	$(PYTHON) tools/kunit_modules.py --tree $(TREE) --build-dir $(MODULES_BUILD) \
		--arch $(ARCH) --llvm $(LLVM_SUFFIX) --timeout $(KUNIT_TIMEOUT)

# compile_test,NAME,BUILD,KUNITCONFIG,CHECK,OBJECTS: configure BUILD
# from the suites and the compile test of .kunitconfig (its
# CONFIG_KUNIT/CONFIG_CAPABILITY_ANALYSIS_* lines, the one list of them)
# and the configuration fragment KUNITCONFIG, again whenever those inputs
# differ from the ones BUILD/config-inputs recorded (a failed configure
# leaves neither a .config nor the record), check that the .config is what it should be (CHECK: a grep -E
# pattern, e.g. "SMP is not set"), and build only OBJECTS in it; their
# Makefiles add -Werror.
define compile_test
	@mkdir -p $(2) && \
	grep -E '^CONFIG_(KUNIT|CAPABILITY_ANALYSIS_[A-Z_]+)=y$$$$' $(TOP)/.kunitconfig \
		> $(2)/suites.kunitconfig.new && cat $(2)/suites.kunitconfig.new $(3) > $(2)/inputs.new && \
	if [ ! -f $(2)/.config ] || ! cmp -s $(2)/inputs.new $(2)/config-inputs; then \
		mv $(2)/suites.kunitconfig.new $(2)/suites.kunitconfig && \
		cd $(TREE) && $(KUNITPY) config --arch=x86_64 --kunitconfig=$(2)/suites.kunitconfig \
			--kunitconfig=$(3) \
			--build_dir=$(2) --make_options LLVM=$(LLVM_SUFFIX) || \
			{ rm -f $(2)/.config $(2)/config-inputs; exit 1; }; \
		mv $(2)/inputs.new $(2)/config-inputs; \
	else rm -f $(2)/inputs.new $(2)/suites.kunitconfig.new; fi
	@grep -Eq '$(4)' $(2)/.config || \
		{ echo "$(1): $(2)/.config does not match '$(4)': remove $(2) and run again" >&2; exit 1; }
	$(MAKE) -s -C $(TREE) O=$(2) ARCH=x86_64 LLVM=$(LLVM_SUFFIX) -j$(JOBS) $(5)
endef

# The compile-only test and the suites in a uniprocessor x86_64 build
# without spinlock debugging, the one configuration that compiles the !SMP
# spinlock API (spinlock_api_up.h). Only these objects are built.
UP_BUILD := $(BUILD)/compile-up-x86_64$(cc_tag)
compile-test-up: check-tree
	$(call compile_test,compile-test-up,$(UP_BUILD),$(TOP)/kunit/configs/up.kunitconfig,^# CONFIG_SMP is not set,lib/test_capability-analysis.o $(KUNIT_DIR)/)
	@echo "compile-test-up: built without warnings (analysis on, -Werror, !SMP)"

# The same, and the opted-in lock implementations, in an SMP x86_64 build
# without lock debugging or preemption (a production configuration): the
# #else branches of CONFIG_DEBUG_SPINLOCK and CONFIG_DEBUG_LOCK_ALLOC and
# the !PREEMPTION code, which no other build compiles.
SMP_BUILD := $(BUILD)/compile-smp-x86_64$(cc_tag)
SMP_OBJECTS := lib/test_capability-analysis.o $(KUNIT_DIR)/ kernel/locking/spinlock.o \
	kernel/locking/mutex.o kernel/locking/rwsem.o
compile-test-smp: check-tree
	$(call compile_test,compile-test-smp,$(SMP_BUILD),$(TOP)/kunit/configs/smp-nodebug.kunitconfig,^CONFIG_SMP=y,$(SMP_OBJECTS))
	@! grep -Eq '^CONFIG_(DEBUG_SPINLOCK|DEBUG_LOCK_ALLOC|PREEMPTION)=y' $(SMP_BUILD)/.config || \
		{ echo "compile-test-smp: $(SMP_BUILD)/.config has lock debugging or preemption" >&2; exit 1; }
	@echo "compile-test-smp: built without warnings (analysis on, -Werror, SMP, no lock debugging, !PREEMPTION)"

# kernel-doc of every header the series adds or changes: no new warning.
kerneldoc: check-tree
	$(PYTHON) tools/kerneldoc_check.py --tree $(TREE) -j $(JOBS)

# The headers whose diagnostics the suppression file shows ("=emit") are the
# headers the series annotates: generated from kernel-patches/, checked here.
annotated-headers: check-tree
	$(PYTHON) tools/annotated_headers.py --tree $(TREE) --check

# Configure the x86_64 KUnit build and compile the objects whose flags the
# corpus uses: enough for check-diagnostics on its own; make kunit
# ARCH=x86_64 then continues in the same folder.
diag-prepare: check-tree
	@if [ ! -f $(DIAG_BUILD)/.config ]; then \
		cd $(TREE) && $(KUNITPY) config --kunitconfig=$(KUNIT_DIR) $(kunit_args_x86_64) \
			--build_dir=$(DIAG_BUILD) --make_options LLVM=$(LLVM_SUFFIX) || \
			{ rm -f $(DIAG_BUILD)/.config; exit 1; }; fi
	$(MAKE) -s -C $(TREE) O=$(DIAG_BUILD) ARCH=x86_64 LLVM=$(LLVM_SUFFIX) -j$(JOBS) $(DIAG_OBJS)

# The goldens are clang-22's: another Clang is compared with them by the gate.
primary-clang:
	@test "$(LLVM_SUFFIX)" = "-22" || { echo "the goldens are clang-22's: to see what clang$(LLVM_SUFFIX) changes, run make gate-clang OLD=clang-22 NEW=clang$(LLVM_SUFFIX)" >&2; exit 2; }

check-diagnostics: primary-clang diag-prepare
	$(PYTHON) tools/check_diagnostics.py $(DIAG_ARGS) -q \
		--json $(BUILD)/check-diagnostics$(cc_tag).json

# A fixed sample of the corpus (every sixth case) compiled without the
# precompiled headers, against the same goldens: the PCH changes nothing.
check-diagnostics-nopch: primary-clang diag-prepare
	$(PYTHON) tools/check_diagnostics.py $(DIAG_ARGS) -q --no-pch --every 6

# The Clang gate against a wrapper of clang-22 with five known differences:
# it must report exactly those. Needs the x86_64 build's flags, so it runs
# after that build, where a missing prerequisite fails instead of skipping.
gate-test: diag-prepare
	GATE_TEST_REQUIRED=1 $(PYTHON) -m unittest -v tools.tests.test_gate_clang.KnownDifferencesTest

# The same corpus and goldens with the arm64 KUnit build's flags: an
# architecture difference is a failure to explain. It configures the arm64
# KUnit build and compiles just the objects whose flags the corpus uses, as
# diag-prepare does for x86_64 (make check boots no kernel in this folder:
# its arm64 kernel is kunit-rt's; make kunit ARCH=arm64 continues here).
DIAG_BUILD_ARM64 := $(BUILD)/kunit-arm64$(cc_tag)
diag-prepare-arm64: check-tree
	@if [ ! -f $(DIAG_BUILD_ARM64)/.config ]; then \
		cd $(TREE) && $(KUNITPY) config --kunitconfig=$(KUNIT_DIR) $(kunit_args_arm64) \
			--build_dir=$(DIAG_BUILD_ARM64) --make_options LLVM=$(LLVM_SUFFIX) || \
			{ rm -f $(DIAG_BUILD_ARM64)/.config; exit 1; }; fi
	$(MAKE) -s -C $(TREE) O=$(DIAG_BUILD_ARM64) ARCH=arm64 LLVM=$(LLVM_SUFFIX) -j$(JOBS) $(DIAG_OBJS)

check-diagnostics-arm64: primary-clang diag-prepare-arm64
	$(PYTHON) tools/check_diagnostics.py --build-dir $(DIAG_BUILD_ARM64) \
		--tree $(TREE) --obj $(DIAG_OBJ) -j $(JOBS) -q \
		--json $(BUILD)/check-diagnostics-arm64$(cc_tag).json

# The same corpus against the SMP build without lock debugging (make
# compile-test-smp builds it), where mutex_lock() is not mutex_lock_nested(),
# the nest-lock checks are the !DEBUG_LOCK_ALLOC twins and the stub side of
# many options is the other one (kunit/configs/smp-nodebug.kunitconfig):
# the goldens of expected-diagnostics/, except where this configuration's
# own golden in expected-diagnostics-smp-nodebug/ replaces one. A case that
# NEEDS options (a may-sleep mark declared only with CONFIG_PSI) is compiled
# only where they are set; this build must set them all (--all-configured)
# but those the two KUnit builds check (--checked-in: PREEMPT_DYNAMIC, which
# a !PREEMPTION build cannot have).
SMP_GOLDENS := $(TOP)/expected-diagnostics-smp-nodebug
check-diagnostics-smp: primary-clang compile-test-smp
	$(PYTHON) tools/check_diagnostics.py --build-dir $(SMP_BUILD) \
		--tree $(TREE) --obj $(DIAG_OBJ) --golden-overrides $(SMP_GOLDENS) --all-configured \
		--checked-in $(DIAG_BUILD) --checked-in $(DIAG_BUILD_ARM64) \
		-j $(JOBS) -q \
		--json $(BUILD)/check-diagnostics-smp$(cc_tag).json

update-diagnostics-smp: primary-clang compile-test-smp
	$(PYTHON) tools/check_diagnostics.py --build-dir $(SMP_BUILD) \
		--tree $(TREE) --obj $(DIAG_OBJ) --golden-overrides $(SMP_GOLDENS) --all-configured \
		--checked-in $(DIAG_BUILD) --checked-in $(DIAG_BUILD_ARM64) \
		-j $(JOBS) --update -q

update-diagnostics: primary-clang diag-prepare
	$(PYTHON) tools/check_diagnostics.py $(DIAG_ARGS) --update -q

# One call per may-sleep mark: negative-tests/may-sleep/ is written by
# tools/may_sleep_cases.py from Clang's AST of the marking headers (x86_64
# KUnit flags); the check fails when a mark is added, dropped or moved
# without the cases following (then: make update-may-sleep-cases, and read
# the goldens make update-diagnostics changes).
# Both builds that compile the corpus: a function declared marked in only
# one of them gets no call (the cases and goldens are the same for both).
# The SMP build without lock debugging compiles the cases too
# (check-diagnostics-smp): what it does not declare is called under its #if.
MAY_SLEEP_ARGS = --tree $(TREE) --build-dir $(DIAG_BUILD) --arch x86 \
	--build-dir $(DIAG_BUILD_ARM64) --arch arm64 --also-build $(SMP_BUILD)
may-sleep-cases: diag-prepare diag-prepare-arm64 compile-test-smp
	$(PYTHON) tools/may_sleep_cases.py $(MAY_SLEEP_ARGS) --check negative-tests/may-sleep

update-may-sleep-cases: diag-prepare diag-prepare-arm64 compile-test-smp
	$(PYTHON) tools/may_sleep_cases.py $(MAY_SLEEP_ARGS) --write negative-tests/may-sleep

# Gate a Clang upgrade: what NEW changes against OLD, per case and per
# diagnostic (README "Gating a Clang upgrade"). Each compiler is configured
# and built in its own folder under build/gate/ (only the opted-in objects);
# objects the primary build compiled with -Wthread-safety are gated too.
OLD ?= clang-22
GATE_DIR := $(BUILD)/gate
gate-clang:
	@test -n "$(NEW)" || { echo "usage: make gate-clang OLD=clang-22 NEW=clang-19" >&2; exit 2; }
	@test -d $(TREE)/.git || { echo "no prepared kernel tree at $(TREE): run make setup" >&2; exit 2; }
	$(PYTHON) tools/gate_clang.py --old $(OLD) --new $(NEW) --tree $(TREE) \
		--work $(GATE_DIR) --discover $(BUILD)/kunit-x86_64 --obj $(DIAG_OBJ) \
		--target lib/test_capability-analysis.o --target $(KUNIT_DIR)/ -j $(JOBS) \
		--json $(GATE_DIR)/report-$(notdir $(OLD))-$(notdir $(NEW)).json

# Editor integration: clangd-22 through the x86_64 KUnit build's
# compile_commands.json shows the analysis in an opted-in file (a KUnit suite
# with a mistake appended) and not in one that is not opted in (lib/string.c).
# The database is made from the build's .cmd files, as a developer would
# (scripts/clang-tools/gen_compile_commands.py), so the step also runs on its
# own after diag-prepare.
clangd-check: diag-prepare
	$(MAKE) -s -C $(TREE) O=$(DIAG_BUILD) ARCH=x86_64 LLVM=$(LLVM_SUFFIX) -j$(JOBS) lib/string.o
	cd $(DIAG_BUILD) && $(PYTHON) $(TREE)/scripts/clang-tools/gen_compile_commands.py \
		-d . -o compile_commands.json
	$(PYTHON) tools/clangd_check.py --build-dir $(DIAG_BUILD) --clangd clangd$(LLVM_SUFFIX)

# The canary: the same tree with __acquires() dropped from spin_lock() must
# make check-diagnostics fail, or the corpus proves nothing.
canary: diag-prepare
	$(PYTHON) tools/canary.py --tree $(TREE) --out $(BUILD)/canary -- \
		$(PYTHON) tools/check_diagnostics.py $(DIAG_ARGS) -q \
		--prepend-include $(BUILD)/canary/include spinlock

# By hand (slow): the mutation score. Each annotation keyword the series adds
# to a header is dropped in turn (the mutant header searched first, as for
# the canary); the corpus, the KUnit suites of every KUnit build and the
# opted-in objects must notice (tools/mutation_score.py). Uses the build
# folders as they are (make check builds them); writes
# $(BUILD)/logs/mutation-score.{json,txt}. MUTATION_ARGS="--headers
# 'spinlock*.h'" or "--sample 50 --seed 1" for part of it.
MUTATION_ARGS ?=
mutation-score: check-tree diag-prepare
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/mutation_score.py --tree $(TREE) --build $(BUILD) \
		--work $(BUILD)/mutation -j $(JOBS) $(MUTATION_ARGS)

# Sparse: no new warning on the objects the series touches, compared with
# the pristine tree (same config, GCC).
sparse: check-tree
	$(PYTHON) tools/sparse_compare.py --tree $(TREE) --pristine $(PRISTINE_TREE) \
		--build $(BUILD)/sparse --jobs $(JOBS)

checkpatch: check-tree
	$(PYTHON) tools/checkpatch_series.py --tree $(TREE) --patches kernel-patches \
		--kunit kunit --also tools/initramfs/init.c -j $(JOBS)

# Clang's thread-safety diagnostic kinds (from diagtool) hit by the corpus:
# every kind C code can reach needs a case.
diag-coverage:
	$(PYTHON) tools/diag_coverage.py \
		--diagtool /usr/lib/llvm$(LLVM_SUFFIX)/bin/diagtool --json $(BUILD)/diag-coverage.json

# Every annotated API is used by a KUnit case (from the compiler's AST).
api-coverage: diag-prepare
	$(PYTHON) tools/api_coverage.py --build-dir $(DIAG_BUILD) --tree $(TREE) \
		--obj $(DIAG_OBJ) -j $(JOBS) --json $(BUILD)/api-coverage.json

# The analysis' escape hatches appear only in the suite that tests them.
check-escape-hatches:
	$(PYTHON) tools/check_escape_hatches.py

# KUnit results of every configuration make check runs (x86_64, PREEMPT_RT
# on arm64, GCC on UML, the suites as modules): the suite x config table; fails on
# a failure, an unlisted skip, a listed skip that did not happen, or a case
# that passes in no configuration. It reads only the kunit.py JSON files and
# the console log beside each, which names the case of a run that stopped
# (no kernel tree needed), so it also runs where a CI matrix gathered its
# shards' results; a config without results is named and fails the step.
kunit-results:
	$(PYTHON) tools/kunit_results.py --tree $(TREE) \
		x86_64=$(BUILD)/kunit-x86_64/kunit-results.json \
		rt-arm64=$(BUILD)/kunit-rt-arm64/kunit-results.json \
		gcc-um=$(BUILD)/kunit-gcc-um/kunit-results.json \
		modules-x86_64=$(BUILD)/kunit-modules-x86_64/kunit-results.json

# The real subsystems the series opts in, compile-only, with -Werror, in a
# configuration that enables them (kunit/configs/subsystems.config on top of
# defconfig). Only the opted-in objects are built; tools/optin_objects.py
# then checks that each object of kunit/configs/subsystems.objects really
# was compiled with the analysis, and tools/analysis_cost.py that the sample
# in kunit/configs/identical-code.objects compiles to the same sections with
# the analysis and without it (every object: make analysis-cost).
SUBSYS_BUILD = $(BUILD)/optin-$(ARCH)$(cc_tag)
SUBSYS_OBJS = $(shell grep -v '^\#' $(TOP)/kunit/configs/subsystems.objects)
SUBSYS_DIRS = $(shell grep -v '^\#' $(TOP)/kunit/configs/subsystems.dirs)
IDENTICAL_OBJS = $(shell grep -v '^\#' $(TOP)/kunit/configs/identical-code.objects)
subsystems: check-tree
	@test -n "$(filter $(ARCH),x86_64 arm64)" || { echo "ARCH must be x86_64 or arm64" >&2; exit 1; }
	@if [ ! -f $(SUBSYS_BUILD)/.config ] || \
	     [ $(TOP)/kunit/configs/subsystems.config -nt $(SUBSYS_BUILD)/.config ]; then \
		echo "subsystems: configuring $(SUBSYS_BUILD) (defconfig + subsystems.config)"; \
		mkdir -p $(SUBSYS_BUILD) && \
		$(MAKE) -s -C $(TREE) O=$(SUBSYS_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) defconfig && \
		$(TREE)/scripts/kconfig/merge_config.sh -m -O $(SUBSYS_BUILD) \
			$(SUBSYS_BUILD)/.config $(TOP)/kunit/configs/subsystems.config >/dev/null && \
		$(MAKE) -s -C $(TREE) O=$(SUBSYS_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) olddefconfig || \
		{ rm -f $(SUBSYS_BUILD)/.config; exit 1; }; fi
	$(MAKE) -s -C $(TREE) O=$(SUBSYS_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) \
		KCFLAGS=-Werror -j$(JOBS) $(SUBSYS_OBJS) $(SUBSYS_DIRS)
	$(PYTHON) tools/optin_objects.py --build-dir $(SUBSYS_BUILD) --tree $(TREE) -q \
		--require $(TOP)/kunit/configs/subsystems.objects --check-declared
	$(PYTHON) tools/analysis_cost.py --build-dir $(SUBSYS_BUILD) --rounds 0 -j $(JOBS) \
		$(IDENTICAL_OBJS)

# By hand, after "make subsystems ARCH=...": what opting in costs and buys.
# analysis-cost compiles every opted-in object with and without the analysis,
# compares their sections (run-time cost: identical) and times the compiles
# (ABBA, COST_ROUNDS rounds; compile-time ratio). lock-deletion deletes each
# lock and unlock statement of the opted-in files in turn and reports the
# share the analysis notices. Results: $(BUILD)/logs/. COST_ROUNDS=0 only
# compares the sections, JOBS objects at a time.
COST_ROUNDS ?= 5
analysis-cost: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/analysis_cost.py --build-dir $(SUBSYS_BUILD) --rounds $(COST_ROUNDS) \
		$(if $(filter 0,$(COST_ROUNDS)),-j $(JOBS)) --json $(BUILD)/logs/analysis-cost-$(ARCH).json

# By hand, after "make subsystems ARCH=...": the compile-time cost again, as
# instructions counted by valgrind's callgrind (deterministic, where CPU time
# on a shared VM varies by 5-15% per compile): INSTR_SAMPLE opted-in objects
# (a fixed sample), each compiled without the analysis flags, with the
# annotated headers only, as kbuild does, and with a one-pattern suppression
# list; ratios to "without" and their medians. One compile at a time, about
# a minute each under callgrind (~30-50 min for 6 objects, 24 compiles).
INSTR_SAMPLE ?= 6
analysis-instructions: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/analysis_instructions.py --build-dir $(SUBSYS_BUILD) \
		--sample $(INSTR_SAMPLE) --variants all -j 1 \
		--json $(BUILD)/logs/analysis-instructions-$(ARCH).json

# By hand, after "make subsystems": where the instructions of the analysis
# go, by part of Clang (suppression mappings, diagnostic pragma states, the
# analysis, attributes), from a callgrind profile of each object with and
# without the analysis flags (tools/analysis_profile.py, ~2 min an object).
PROFILE_OBJECTS ?= crypto/api.o,kernel/sched/core.o
analysis-profile: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/analysis_profile.py --build-dir $(SUBSYS_BUILD) \
		--objects $(PROFILE_OBJECTS) --json $(BUILD)/logs/analysis-profile-$(ARCH).json

# By hand, after "make subsystems ARCH=...": with CONFIG_WARN_CAPABILITY_ANALYSIS=y
# every object that does not opt in gets the compile command it gets with
# the option off (make -n of both configurations; ~80 s).
optin-free: check-tree
	$(PYTHON) tools/optin_free.py --tree $(TREE) --build-dir $(SUBSYS_BUILD) \
		--off-dir $(BUILD)/optin-off-$(ARCH) --arch $(ARCH) --llvm $(LLVM_SUFFIX)

# What CONFIG_WARN_CAPABILITY_ANALYSIS=y (default y with Clang) costs the
# ARCH defconfig: the opted-in objects and a sample of the others compiled
# with the option on and off, interleaved; CPU ratio and identical output
# (by hand: 49 min of CPU with OPTIN_COST_ARGS="--sample 300 --rounds 3").
DEFCONFIG_BUILD = $(BUILD)/defconfig-$(ARCH)
optin-cost: check-tree
	@mkdir -p $(BUILD)/logs $(DEFCONFIG_BUILD)
	@test -f $(DEFCONFIG_BUILD)/.config || \
		$(MAKE) -s -C $(TREE) O=$(DEFCONFIG_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) defconfig
	$(MAKE) -s -C $(TREE) O=$(DEFCONFIG_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) -j$(JOBS) prepare
	$(PYTHON) tools/optin_cost.py --tree $(TREE) --on-dir $(DEFCONFIG_BUILD) \
		--off-dir $(BUILD)/defconfig-off-$(ARCH) --arch $(ARCH) --llvm $(LLVM_SUFFIX) \
		-j $(JOBS) --json $(BUILD)/logs/optin-cost-$(ARCH).json $(OPTIN_COST_ARGS)

# The annotations each opt-in patch adds, per subsystem, and per 1,000 lines.
count-annotations: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/count_annotations.py --tree $(TREE) \
		--json $(BUILD)/logs/annotations.json

lock-deletion: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/lock_deletion.py --build-dir $(SUBSYS_BUILD) -j $(JOBS) \
		--json $(BUILD)/logs/lock-deletion-$(ARCH).json

# By hand: functions that initialise a lock and then take it, in every
# object a defconfig builds, compiled opted in: how many report "already
# held" (tools/init_then_lock.py). ITL_TREE= measures another tree (e.g. a
# worktree at an earlier patch) in a build folder of its own.
ITL_TREE ?= $(TREE)
ITL_BUILD ?= $(BUILD)/init-then-lock-$(ARCH)
init-then-lock: check-tree
	@if [ ! -f $(ITL_BUILD)/.config ]; then \
		echo "init-then-lock: configuring $(ITL_BUILD) (defconfig)"; \
		mkdir -p $(ITL_BUILD) && \
		$(MAKE) -s -C $(ITL_TREE) O=$(ITL_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) defconfig && \
		$(MAKE) -s -C $(ITL_TREE) O=$(ITL_BUILD) ARCH=$(ARCH) LLVM=$(LLVM_SUFFIX) \
			-j$(JOBS) prepare || { rm -f $(ITL_BUILD)/.config; exit 1; }; fi
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/init_then_lock.py --tree $(ITL_TREE) --build-dir $(ITL_BUILD) \
		--arch $(ARCH) --llvm $(LLVM_SUFFIX) -j $(JOBS) \
		--json $(BUILD)/logs/$(notdir $(ITL_BUILD)).json

# By hand: every kernel object of build/optin-$(ARCH) compiled with the
# analysis (CAPABILITY_ANALYSIS=y on make's command line, commands from
# "make -n", nothing built), without -Werror and without the suppression
# mappings: hard errors (exit 1), analysis diagnostics in .c files and in
# headers, what the suppression file hides (tools/tree_wide.py; results in
# $(BUILD)/logs/tree-wide-$(ARCH).{json,txt}; TREE_WIDE_ARGS="--limit 40").
tree-wide: check-tree
	@mkdir -p $(BUILD)/logs
	$(PYTHON) tools/tree_wide.py --arch $(ARCH) --tree $(TREE) --build-dir $(SUBSYS_BUILD) \
		--llvm $(LLVM_SUFFIX) -j $(JOBS) --json $(BUILD)/logs/tree-wide-$(ARCH).json \
		--summary $(BUILD)/logs/tree-wide-$(ARCH).txt $(TREE_WIDE_ARGS)

# By hand: what opting FILES (or every built .c of a directory) into the
# analysis would report, per function, with hints (tools/capability_report.py).
# make capability-report FILES="kernel/workqueue.c fs/eventfd.c" [ARCH=arm64]
# [ATOMIC=1: the atomic-context layer too]
capability-report: check-tree
	@test -n "$(FILES)" || { echo 'capability-report: FILES="path/foo.c dir/ ..." (relative to the tree)' >&2; exit 2; }
	$(PYTHON) tools/capability_report.py --arch $(ARCH) --tree $(TREE) --build-dir $(SUBSYS_BUILD) \
		--llvm $(LLVM_SUFFIX) -j $(JOBS) $(if $(REPORT_JSON),--json $(REPORT_JSON)) \
		$(if $(ATOMIC),--atomic) $(FILES)

# Slow, by hand: every prefix of the series builds (not part of make check).
check-bisect: check-tree
	$(PYTHON) tools/bisect_build.py --tree $(TREE) --patches kernel-patches \
		--work $(BUILD)/bisect --llvm $(LLVM_SUFFIX) --jobs $(JOBS) \
		--config kunit/configs/subsystems.config \
		$(if $(BISECT_FROM),--from $(BISECT_FROM))

# The tools' unit tests (tools/run_unittests.py: one module per process,
# JOBS at a time) and, beside them, mypy on tools/*.py (tools/mypy.ini) with
# Debian's python3-mypy (the pyenv python3 on PATH has no Debian packages);
# mypy's report follows the tests', and either failing fails the target.
MYPY ?= /usr/bin/python3 -m mypy
test-tools:
	@$(MYPY) --version >/dev/null 2>&1 || { echo "test-tools: no mypy ($(MYPY)): apt-get install python3-mypy (or make packages)" >&2; exit 1; }
	@mkdir -p $(BUILD)
	$(MYPY) --config-file tools/mypy.ini tools/*.py > $(BUILD)/mypy.log 2>&1 & mypy=$$!; \
	$(PYTHON) tools/run_unittests.py -j $(JOBS); tests=$$?; \
	wait $$mypy; rc=$$?; cat $(BUILD)/mypy.log; \
	[ $$rc -eq 0 ] || echo "test-tools: mypy failed" >&2; \
	[ $$tests -eq 0 ] || echo "test-tools: unit tests failed" >&2; \
	[ $$tests -eq 0 ] && [ $$rc -eq 0 ]

# make check STEPS="kunit-rt check-diagnostics" runs only those steps
# (each can run on its own after make setup); LLVM_SUFFIX=-19 runs the steps
# where another Clang makes sense with it. make check-steps prints every step
# (folders, needs, times) as JSON for a CI matrix (README "Running at scale").
# CHECK_LOGS: where the logs, each step's result-<step>.json and summary.txt go.
CHECK_LOGS ?= $(BUILD)/logs
check:
	$(PYTHON) tools/run_checks.py --make "$(MAKE)" --llvm $(LLVM_SUFFIX) \
		--logs $(CHECK_LOGS) $(STEPS)

check-steps:
	@$(PYTHON) tools/run_checks.py --steps-json

# KCIDB (KernelCI's results database) JSON of what the steps recorded in
# build/logs: the checkout, every kernel built, every KUnit case, every
# corpus case, every gate comparison; validated with KernelCI's kcidb-io
# (tools/kcidb_validate.py says where it finds it). KCIDB_REQUIRED=0 writes
# the file even where kcidb-io cannot be loaded. kcidb-merge merges several
# such files (a CI matrix's shards) into one valid document.
KCIDB ?= $(BUILD)/kcidb.json
KCIDB_REQUIRED ?= 1
KCIDB_INPUTS ?= $(wildcard $(BUILD)/kcidb/*.json)
KCIDB_MERGED ?= $(BUILD)/kcidb-merged.json
kcidb:
	KCIDB_REQUIRED=$(KCIDB_REQUIRED) $(PYTHON) tools/kcidb_export.py --build $(BUILD) \
		--logs $(CHECK_LOGS) --tree $(TREE) --out $(KCIDB) \
		$(if $(KCIDB_RUN_ID),--run-id $(KCIDB_RUN_ID))

kcidb-merge:
	@test -n "$(KCIDB_INPUTS)" || { echo "kcidb-merge: no KCIDB files (KCIDB_INPUTS=, or $(BUILD)/kcidb/*.json)" >&2; exit 2; }
	KCIDB_REQUIRED=$(KCIDB_REQUIRED) $(PYTHON) tools/kcidb_merge.py --out $(KCIDB_MERGED) \
		$(KCIDB_INPUTS)

# Two cheap shards run the way .github/workflows/check.yml runs them (each
# "make check STEPS=<step>" with logs of its own, then the KCIDB export of
# each and the merge of both), merged: the same table and line as one run.
shard-test:
	KCIDB_REQUIRED=1 $(PYTHON) tools/shard_test.py --make "$(MAKE)" \
		--work $(BUILD)/shard-test escape-hatches diag-coverage

clean:
	rm -rf $(BUILD)/kunit-* $(BUILD)/sparse $(BUILD)/canary $(BUILD)/mutation
