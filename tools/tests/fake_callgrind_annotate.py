#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in callgrind_annotate for the analysis_profile tests.

Expects "--inclusive=yes --threshold=100 FILE" and prints an inclusive
profile in callgrind_annotate's format: the one of a compile without the
analysis when FILE's name has ".none.", else one with it (see
test_analysis_profile.py for the numbers). A FILE named *broken* fails.
"""
import sys

args = sys.argv[1:]
if args[:2] != ['--inclusive=yes', '--threshold=100'] or len(args) != 3:
    sys.stderr.write(f'fake_callgrind_annotate: unexpected arguments {args}\n')
    sys.exit(1)
if 'broken' in args[2]:
    sys.stderr.write(f'Error: cannot read {args[2]}\n')
    sys.exit(1)
NONE = [(1000000, 'PROGRAM TOTALS'),
        (900000, '???:clang::ParseAST(clang::Sema&, bool, bool) [/usr/lib/libclang-cpp.so.22.1]'),
        (20000, '???:clang::DiagnosticsEngine::DiagStateMap::lookup(clang::SourceManager&, '
                'clang::SourceLocation) const [/usr/lib/libclang-cpp.so.22.1]'),
        (1000, '???:clang::DiagnosticsEngine::isSuppressedViaMapping(unsigned int, '
               'clang::SourceLocation) const [/usr/lib/libclang-cpp.so.22.1]'),
        (30000, '???:clang::Parser::ParseGNUAttributes(clang::ParsedAttributes&) '
                '[/usr/lib/libclang-cpp.so.22.1]'),
        (25000, "???:clang::Parser::ParseGNUAttributes(clang::ParsedAttributes&)'2 "
                '[/usr/lib/libclang-cpp.so.22.1]')]
FULL = [(1070000, 'PROGRAM TOTALS'),
        (960000, '???:clang::ParseAST(clang::Sema&, bool, bool) [/usr/lib/libclang-cpp.so.22.1]'),
        (36000, '???:clang::DiagnosticsEngine::DiagStateMap::lookup(clang::SourceManager&, '
                'clang::SourceLocation) const [/usr/lib/libclang-cpp.so.22.1]'),
        (28000, '???:clang::DiagnosticsEngine::isSuppressedViaMapping(unsigned int, '
                'clang::SourceLocation) const [/usr/lib/libclang-cpp.so.22.1]'),
        (6000, '???:clang::threadSafety::runThreadSafetyAnalysis(clang::AnalysisDeclContext&) '
               '[/usr/lib/libclang-cpp.so.22.1]'),
        (35000, '???:clang::Parser::ParseGNUAttributes(clang::ParsedAttributes&) '
                '[/usr/lib/libclang-cpp.so.22.1]'),
        (3000, '???:clang::Parser::ParseLexedAttributeList(clang::Parser::LateParsedAttrList&) '
               '[/usr/lib/libclang-cpp.so.22.1]')]
print('Profile data file (creator: callgrind-3.19.0)\nEvents shown:     Ir\n'
      '--------------------------------------------------------------------------------\n'
      'Ir                      file:function\n'
      '--------------------------------------------------------------------------------')
for n, name in (NONE if '.none.' in args[2] else FULL):
    total = 1000000 if '.none.' in args[2] else 1070000
    print(f'{n:>13,} ({100 * n / total:5.2f}%)  {name}')
