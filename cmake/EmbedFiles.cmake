# kc_embed_files(TARGET NAMESPACE FILES...): compiles FILES into TARGET as byte
# arrays reachable through `kc::embedded::<NAMESPACE>::files()` (declared in
# support/EmbeddedFiles.h). Regenerated whenever a file changes.
set(KC_EMBED_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/EmbedFilesScript.cmake)

function(kc_embed_files target ns)
  set(_out ${CMAKE_CURRENT_BINARY_DIR}/Embedded_${ns}.cpp)
  add_custom_command(
    OUTPUT ${_out}
    COMMAND ${CMAKE_COMMAND} -DOUT=${_out} -DNS=${ns} "-DFILES=${ARGN}"
            -P ${KC_EMBED_SCRIPT}
    DEPENDS ${ARGN} ${KC_EMBED_SCRIPT}
    COMMENT "Embedding ${ns} files"
    VERBATIM)
  target_sources(${target} PRIVATE ${_out})
endfunction()
